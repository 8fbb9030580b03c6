import { pagesMessages } from '@/content/dictionaries/pages';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import type { Locale } from '@/lib/i18n';
import { LegalTextScreen } from './legal-text-screen';

type PrivacyPolicyScreenProps = { locale: Locale };

/** The privacy policy: eleven numbered sections; sections 6 and 11 open the cookie preferences. */
export function PrivacyPolicyScreen({ locale }: PrivacyPolicyScreenProps) {
  const { updated, sections } = privacyPolicy()[locale];
  return (
    <LegalTextScreen
      locale={locale}
      heading={pagesMessages[locale].privacyPolicy.heading}
      updated={updated}
      sections={sections}
    />
  );
}
