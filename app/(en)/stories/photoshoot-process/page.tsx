import { PhotoshootProcessScreen } from '@/components/pages/photoshoot-process-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('photoshootProcess', 'en');

export default function EnglishPhotoshootProcessPage() {
  return (
    <>
      <PhotoshootProcessScreen locale="en" />
      <RouteExtras route="photoshootProcess" locale="en" />
    </>
  );
}
