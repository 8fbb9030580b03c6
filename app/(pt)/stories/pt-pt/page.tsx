import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { routePage } from '@/components/layout/route-page';

// /stories shows the default gallery, the weddings; its canonical URL is theirs.
const { Page, metadata } = routePage('weddings', 'pt', StoriesGalleryScreen);
export { Page as default, metadata };
