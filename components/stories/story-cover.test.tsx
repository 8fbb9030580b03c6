import { render, screen } from '@testing-library/react';
import { coverLinkId, photoLinkId } from '@/lib/gallery/photo-link';
import { linkedFile } from '@/lib/photo-files';
import { fakePhoto } from '@/test-support/photos';
import { StoryCover } from './story-cover';

const photo = {
  ...fakePhoto('weddings/rita-nuno/04.jpg'),
  widths: [360, 480, 800, 1200, 1600],
  alt: 'Rita and Nuno under the fig tree',
};

const renderCover = () =>
  render(<StoryCover album="rita-nuno" index={3} photo={photo} closeLabel="Fechar" closeTo="story" />);

describe('StoryCover', () => {
  it('is the page’s main photo: fetched at once, first, at the width it is shown, its space kept', () => {
    const { container } = renderCover();
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', String(photo.width));
    expect(img).toHaveAttribute('height', String(photo.height));
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      // The screen's width on a phone; beside the story, its column or what the screen's height allows.
      // (A portrait photo, 2:3: 100vh less 7.5rem, times 2/3. e2e/story-cover.spec.ts checks it against the layout.)
      expect(source.getAttribute('sizes')).toBe(
        '(max-width: 900px) 100vw, min(55vw - 4.95rem, 44.55rem, 66.67vh - 5rem)',
      );
      expect(source.getAttribute('srcset')).toContain('1600w');
    }
  });

  it('opens in the viewer as the album’s photo it is, and links to itself on the page', () => {
    renderCover();
    const link = screen.getByRole('link', { name: photo.alt });
    expect(link).toHaveAttribute('data-photo', 'rita-nuno-4');
    expect(link.id).toBe(coverLinkId('rita-nuno'));
    // Not the id of its copy in the grid: the page's ids stay unique.
    expect(link.id).not.toBe(photoLinkId('rita-nuno', 3));
    expect(link).toHaveAttribute('href', `#${link.id}`);
    expect(link.style.getPropertyValue('--full')).toBe(`url("${linkedFile(photo, 1200)}")`);
  });

  it('has a close link back to the story’s top, for the cover opened without the page’s script', () => {
    renderCover();
    expect(screen.getByRole('link', { name: 'Fechar' })).toHaveAttribute('href', '#story');
  });
});
