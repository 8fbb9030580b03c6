import type { PhotoRef } from '@/content/pages/types';
import type { Locale } from '@/lib/i18n';
import { ResponsivePhoto } from './responsive-photo';
import { resolvePhotoRef } from './photo-ref';

type PagePhotoProps = {
  photoRef: PhotoRef;
  locale: Locale;
  sizes: string;
  /** The page's largest photo: loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
};

/** A gallery photo chosen in a page's content file, with its alt text in the page's language. */
export function PagePhoto({ photoRef, locale, sizes, priority, className }: PagePhotoProps) {
  const { photo, alt } = resolvePhotoRef(photoRef, locale);
  return <ResponsivePhoto photo={photo} alt={alt} sizes={sizes} priority={priority} className={className} />;
}
