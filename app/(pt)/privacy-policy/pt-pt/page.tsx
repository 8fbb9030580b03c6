import { PrivacyPolicyScreen } from '@/components/pages/privacy-policy-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('privacyPolicy', 'pt');

export default function PortuguesePrivacyPolicyPage() {
  return (
    <>
      <PrivacyPolicyScreen locale="pt" />
      <RouteExtras route="privacyPolicy" locale="pt" />
    </>
  );
}
