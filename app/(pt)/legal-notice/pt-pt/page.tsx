import { LegalNoticeScreen } from '@/components/pages/legal-notice-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('legalNotice', 'pt');

export default function PortugueseLegalNoticePage() {
  return (
    <>
      <LegalNoticeScreen locale="pt" />
      <RouteExtras route="legalNotice" locale="pt" />
    </>
  );
}
