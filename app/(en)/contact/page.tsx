import { ContactScreen } from '@/components/contact/contact-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('contact', 'en');

export default function EnglishContactPage() {
  return (
    <>
      <ContactScreen locale="en" />
      <RouteExtras route="contact" locale="en" />
    </>
  );
}
