import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

// /stories shows the default category, the weddings (spec §2); its canonical URL is theirs.
export const metadata = pageMetadata('weddings', 'en');

export default function EnglishStoriesPage() {
  return (
    <>
      <StoriesGalleryScreen locale="en" category="weddings" />
      <RouteExtras route="weddings" locale="en" />
    </>
  );
}
