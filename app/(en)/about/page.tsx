import { AboutScreen } from '@/components/pages/about-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('about', 'en');

export default function EnglishAboutPage() {
  return (
    <>
      <AboutScreen locale="en" />
      <RouteExtras route="about" locale="en" />
    </>
  );
}
