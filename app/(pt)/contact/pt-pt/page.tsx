import { ContactScreen } from '@/components/contact/contact-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('contact', 'pt');

export default function PortugueseContactPage() {
  return (
    <>
      <ContactScreen locale="pt" />
      <RouteExtras route="contact" locale="pt" />
    </>
  );
}
