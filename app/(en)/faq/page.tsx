import { FaqScreen } from '@/components/pages/faq-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('faq', 'en');

export default function EnglishFaqPage() {
  return (
    <>
      <FaqScreen locale="en" />
      <RouteExtras route="faq" locale="en" />
    </>
  );
}
