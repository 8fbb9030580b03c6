import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { routePage } from '@/components/layout/route-page';
import { shownGalleries } from '@/lib/albums';
import { galleryShownAt } from '@/lib/routing';

// /stories shows the first gallery shown, the weddings while they hold an album; its canonical URL is that gallery's.
const { Page, metadata } = routePage(galleryShownAt('/stories', shownGalleries), 'en', StoriesGalleryScreen);
export { Page as default, metadata };
