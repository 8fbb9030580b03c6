import { TestimonialsScreen } from '@/components/pages/testimonials-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('testimonials', 'en');

export default function EnglishTestimonialsPage() {
  return (
    <>
      <TestimonialsScreen locale="en" />
      <RouteExtras route="testimonials" locale="en" />
    </>
  );
}
