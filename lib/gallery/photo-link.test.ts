import { coverLinkId, isPlainClick, photoLinkId, photoLinkOf, photoLinkStyle, PHOTO_LINK } from './photo-link';
import { linkedFile } from '@/lib/photo-files';
import { fakePhoto } from '@/test-support/photos';

describe('a gallery photo’s link', () => {
  it('is named by its album and its place from 1, and a story’s cover by its album', () => {
    expect(photoLinkId('ana-joao', 0)).toBe('photo-ana-joao-1');
    expect(photoLinkId('ana-joao', 2)).toBe('photo-ana-joao-3');
    expect(coverLinkId('ana-joao')).toBe('cover-ana-joao');
  });

  it('carries its photo’s shape and a file of at most 1200 pixels for the page without its script', () => {
    const photo = {
      ...fakePhoto('weddings/ana-joao/01.jpg'),
      width: 3000,
      height: 2000,
      widths: [480, 800, 1200, 1600],
    };
    const style = photoLinkStyle(photo);
    expect(style).toEqual({ '--r': '3000 / 2000', '--full': `url("${linkedFile(photo, 1200)}")` });
    expect(style['--full']).not.toBe(`url("${linkedFile(photo, 1600)}")`);
  });

  it('opens the viewer on a plain click of the main button, never with a key held or another button', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
  });

  it('is found from anything inside it, and never from outside a link or from what is not an element', () => {
    document.body.innerHTML = `<a data-photo="ana-joao-1" href="#photo-ana-joao-1"><picture><img alt=""></picture></a><a href="/about">About</a>`;
    const [photoLink, otherLink] = [...document.querySelectorAll('a')];
    expect(photoLinkOf(document.querySelector('img'))).toBe(photoLink);
    expect(photoLinkOf(photoLink!)).toBe(photoLink);
    expect(photoLinkOf(otherLink!)).toBeNull();
    expect(photoLinkOf(otherLink!.firstChild)).toBeNull();
    expect(photoLinkOf(null)).toBeNull();
    expect(photoLinkOf(window)).toBeNull();
    expect(document.querySelectorAll(PHOTO_LINK)).toHaveLength(1);
    document.body.innerHTML = '';
  });
});
