import { AboutScreen } from '@/components/pages/about-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('about', 'pt');

export default function PortugueseAboutPage() {
  return (
    <>
      <AboutScreen locale="pt" />
      <RouteExtras route="about" locale="pt" />
    </>
  );
}
