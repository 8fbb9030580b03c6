import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { albumsByCategory, type GalleryImage } from '@/content/albums';
import { galleryMessages } from '@/content/dictionaries/gallery';
import type { Locale } from '@/lib/i18n';
import type { Photo } from '@/lib/photos';
import { AlbumGallery } from './album-gallery';
import { PhotoViewer } from './photo-viewer';

function fakePhoto(image: GalleryImage): Photo {
  const base = `/photos/${image.src.replace('#', '-')}`;
  return {
    src: `${base}.jpg`,
    width: 2000,
    height: 3000,
    placeholder: 'data:image/webp;base64,AAAA',
    avifSrcSet: `${base}-480.avif 480w, ${base}-800.avif 800w`,
    webpSrcSet: `${base}-480.webp 480w, ${base}-800.webp 800w`,
  };
}

const [ana, emma] = albumsByCategory.weddings as [(typeof albumsByCategory.weddings)[number], (typeof albumsByCategory.weddings)[number]];

function Gallery({ locale = 'en' }: { locale?: Locale }) {
  return (
    <main>
      {[ana, emma].map((group) => (
        <AlbumGallery key={group.album} group={group} photos={group.images.map(fakePhoto)} locale={locale} />
      ))}
      <PhotoViewer messages={galleryMessages[locale].viewer} />
    </main>
  );
}

const photoLink = (group: typeof emma, position: number) => screen.getByRole('link', { name: group.images[position - 1]!.alt.en });
const dialog = () => screen.getByRole('dialog', { name: 'Photo viewer' });
const shownAlt = () => within(dialog()).getAllByRole('img').find((img) => !img.closest('[aria-hidden="true"]'))?.getAttribute('alt');

describe('PhotoViewer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/stories/weddings'));

  it('opens the clicked photo large in a modal dialog and says where it is', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(emma, 3));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(shownAlt()).toBe(emma.images[2]!.alt.en);
    expect(within(dialog()).getByText('3 of 25')).toHaveAttribute('aria-live', 'polite');
  });

  it('steps with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(emma, 3));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('4 of 25')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('5 of 25')).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.images[4]!.alt.en);
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 of 25')).toBeInTheDocument();
  });

  it('wraps from the last photo to the first and back, within the album', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(emma, 25));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 of 25')).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.images[0]!.alt.en);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('25 of 25')).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.images[24]!.alt.en);
  });

  it('closes with Escape and returns focus to the photo on show', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(ana, 2));
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(photoLink(ana, 3)).toHaveFocus();
  });

  it('closes with the close button, named in the page language', async () => {
    const user = userEvent.setup();
    render(<Gallery locale="pt" />);
    await user.click(screen.getByRole('link', { name: ana.images[0]!.alt.pt }));
    expect(screen.getByRole('dialog', { name: 'Visualizador de fotografias' })).toBeInTheDocument();
    expect(screen.getByText('1 de 16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ana.images[0]!.alt.pt })).toHaveFocus();
  });

  it('closes on a click beside the photo, not on the photo', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(ana, 1));
    const photo = within(dialog()).getByRole('img', { name: ana.images[0]!.alt.en });
    await user.click(photo);
    expect(dialog()).toBeInTheDocument();
    await user.click(photo.closest('picture')!.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts focus on the close button and keeps the page behind from scrolling', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(ana, 1));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('steps on a swipe', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(ana, 1));
    const stage = within(dialog()).getByRole('img', { name: ana.images[0]!.alt.en }).closest('picture')!.parentElement!;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(screen.getByText('2 of 16')).toBeInTheDocument();
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300, clientY: 190 }] });
    expect(screen.getByText('1 of 16')).toBeInTheDocument();
  });

  it('preloads the neighbouring photos', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(ana, 1));
    const hidden = [...dialog().querySelectorAll('[aria-hidden="true"] img')].map((img) => img.getAttribute('src'));
    expect(hidden).toEqual([fakePhoto(ana.images[15]!).src, fakePhoto(ana.images[1]!).src]);
  });

  it('keeps the open photo in the URL, and Back closes the viewer', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(emma, 3));
    expect(window.location.search).toBe('?photo=emma-james-3');
    await user.keyboard('{ArrowRight}');
    expect(window.location.search).toBe('?photo=emma-james-4');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('removes the photo from the URL when closed', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(photoLink(emma, 3));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('opens the photo of a shared link on load', () => {
    window.history.replaceState(null, '', '/stories/weddings?photo=emma-james-7');
    render(<Gallery />);
    expect(screen.getByText('7 of 25')).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.images[6]!.alt.en);
  });

  it('ignores a link to a photo that is not on the page', () => {
    window.history.replaceState(null, '', '/stories/weddings?photo=emma-james-99');
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a modified click open the photo file in a new tab', () => {
    render(<Gallery />);
    fireEvent.click(photoLink(ana, 1), { ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
