import { PrivacyPolicyScreen } from '@/components/pages/privacy-policy-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('privacyPolicy', 'en');

export default function EnglishPrivacyPolicyPage() {
  return (
    <>
      <PrivacyPolicyScreen locale="en" />
      <RouteExtras route="privacyPolicy" locale="en" />
    </>
  );
}
