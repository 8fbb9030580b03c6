import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { markDocumentPageShown } from '@/lib/page-start';
import { GalleryLoader } from './gallery-loader';

// Each test is a fresh document: the page clock's module is loaded anew (React is not, so the
// loader's hooks and the test's renderer stay on one copy of it).
let mockPageStart: typeof import('@/lib/page-start');
jest.mock('@/lib/page-start', () => ({
  markDocumentPageShown: () => mockPageStart.markDocumentPageShown(),
  pageStart: () => mockPageStart.pageStart(),
}));

function Page({ photos }: { photos: number }) {
  const gallery = useRef<HTMLDivElement>(null);
  return (
    <div ref={gallery}>
      <GalleryLoader label="Loading photos" photos={gallery} />
      {Array.from({ length: photos }, (_, i) => (
        <a key={i} href={`/p${i}.jpg`}>
          <picture>
            <img src={`/p${i}.jpg`} alt={`photo ${i}`} />
          </picture>
        </a>
      ))}
    </div>
  );
}

const loadPhotos = (count: number, from = 0) => {
  const images = screen.getAllByRole('img');
  act(() => {
    for (const img of images.slice(from, from + count)) fireEvent.load(img);
  });
};

describe('GalleryLoader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.isolateModules(() => {
      mockPageStart = jest.requireActual('@/lib/page-start');
    });
  });
  afterEach(() => jest.useRealTimers());

  it('shows a progress bar while the photos load', () => {
    render(<Page photos={80} />);
    expect(screen.getByRole('progressbar', { name: 'Loading photos' })).toBeInTheDocument();
  });

  it('counts the 3000 ms from the start of the page, not from when its script ran', () => {
    act(() => jest.advanceTimersByTime(2500)); // the page has been loading for 2.5 s when it hydrates
    render(<Page photos={80} />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('counts the 3000 ms from the arrival on a page reached inside the document', () => {
    act(() => jest.advanceTimersByTime(10_000)); // the visitor has been on another page for 10 s
    markDocumentPageShown();
    render(<Page photos={80} />);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('disappears after 3000 ms even if photos are still loading', () => {
    render(<Page photos={80} />);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('disappears as soon as 50 photo loads have been counted', () => {
    render(<Page photos={80} />);
    loadPhotos(49);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '50');
    loadPhotos(1, 49);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('disappears once all the photos have loaded on a page with fewer than 50', () => {
    render(<Page photos={12} />);
    loadPhotos(11);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    loadPhotos(1, 11);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('counts a photo that fails to load, so it never waits for it', () => {
    render(<Page photos={2} />);
    loadPhotos(1);
    act(() => {
      fireEvent.error(screen.getAllByRole('img')[1]!);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
