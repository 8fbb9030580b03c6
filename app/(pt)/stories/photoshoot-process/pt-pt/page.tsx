import { PhotoshootProcessScreen } from '@/components/pages/photoshoot-process-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('photoshootProcess', 'pt');

export default function PortuguesePhotoshootProcessPage() {
  return (
    <>
      <PhotoshootProcessScreen locale="pt" />
      <RouteExtras route="photoshootProcess" locale="pt" />
    </>
  );
}
