import { LegalNoticeScreen } from '@/components/pages/legal-notice-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('legalNotice', 'en');

export default function EnglishLegalNoticePage() {
  return (
    <>
      <LegalNoticeScreen locale="en" />
      <RouteExtras route="legalNotice" locale="en" />
    </>
  );
}
