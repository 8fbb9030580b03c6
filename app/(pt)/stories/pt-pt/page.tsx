import { StoriesGalleryScreen } from '@/components/gallery/stories-gallery-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

// /stories shows the default category, the weddings (spec §2); its canonical URL is theirs.
export const metadata = pageMetadata('weddings', 'pt');

export default function PortugueseStoriesPage() {
  return (
    <>
      <StoriesGalleryScreen locale="pt" category="weddings" />
      <RouteExtras route="weddings" locale="pt" />
    </>
  );
}
