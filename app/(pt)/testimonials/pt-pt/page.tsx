import { TestimonialsScreen } from '@/components/pages/testimonials-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('testimonials', 'pt');

export default function PortugueseTestimonialsPage() {
  return (
    <>
      <TestimonialsScreen locale="pt" />
      <RouteExtras route="testimonials" locale="pt" />
    </>
  );
}
