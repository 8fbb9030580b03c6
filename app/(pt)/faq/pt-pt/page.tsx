import { FaqScreen } from '@/components/pages/faq-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('faq', 'pt');

export default function PortugueseFaqPage() {
  return (
    <>
      <FaqScreen locale="pt" />
      <RouteExtras route="faq" locale="pt" />
    </>
  );
}
