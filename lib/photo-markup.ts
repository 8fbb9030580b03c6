import { jpegFile, srcSetOf, type Photo } from './photo-files';
import { htmlElement } from './escape-html';

/** Where a photo sits: above the fold it loads at once; 'eager' at normal priority (shown at first, but not the largest). */
export type PhotoPriority = boolean | 'eager';

export type PhotoMarkupOptions = {
  alt: string;
  /** The photo's displayed width, for the browser to pick a file: '(max-width: 900px) 100vw, 50vw'. */
  sizes: string;
  /** The largest file worth offering where the photo is never shown wider (a thumbnail). */
  maxWidth?: number;
  priority?: PhotoPriority;
  /**
   * 'async': drawn once decoded, never holding a frame back; by default a priority photo is
   * decoded with the frame that shows it ('sync').
   */
  decoding?: 'sync' | 'async';
};

/** The attributes of a photo's `<source>`s and `<img>`, for JSX (ResponsivePhoto) and for markup written as text (the gallery grid). */
export type PhotoMarkup = {
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string; sizes: string }[];
  img: {
    src: string;
    width: number;
    height: number;
    alt: string;
    loading: 'eager' | 'lazy';
    fetchPriority: 'high' | 'auto';
    decoding: 'sync' | 'async';
    backgroundColor: string;
  };
};

/**
 * A photo in AVIF or WebP at the width the screen needs, with a JPEG for anything else. The
 * width and height reserve its space before it loads (no layout shift), and its average colour
 * paints there at once.
 */
export function photoMarkup(
  photo: Photo,
  { alt, sizes, maxWidth, priority = false, decoding }: PhotoMarkupOptions,
): PhotoMarkup {
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSetOf(photo, 'avif', maxWidth), sizes },
      { type: 'image/webp', srcSet: srcSetOf(photo, 'webp', maxWidth), sizes },
    ],
    img: {
      src: jpegFile(photo),
      width: photo.width,
      height: photo.height,
      alt,
      loading: priority ? 'eager' : 'lazy',
      fetchPriority: priority === true ? 'high' : 'auto',
      // The largest photo of the screen is decoded with the page, so it paints as soon as it arrives.
      decoding: decoding ?? (priority === true ? 'sync' : 'async'),
      backgroundColor: photo.color,
    },
  };
}

/**
 * A photo's `<picture>` written as HTML, for the markup the page's script writes itself (the gallery
 * grid, the viewer's photo): the same attributes as ResponsivePhoto's, under the given class names.
 */
export function pictureHtml(
  photo: Photo,
  options: PhotoMarkupOptions,
  classes: { picture: string; img: string },
): string {
  const { sources, img } = photoMarkup(photo, options);
  return htmlElement(
    'picture',
    { class: classes.picture },
    sources
      .map((source) => htmlElement('source', { type: source.type, srcset: source.srcSet, sizes: source.sizes }))
      .join('') +
      htmlElement('img', {
        class: classes.img,
        src: img.src,
        width: img.width,
        height: img.height,
        alt: img.alt,
        loading: img.loading,
        fetchpriority: img.fetchPriority,
        decoding: img.decoding,
        style: `background-color:${img.backgroundColor}`,
      }),
  );
}
