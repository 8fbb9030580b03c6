import { TestimonialsScreen } from '@/components/pages/testimonials-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('testimonials', 'pt', TestimonialsScreen);
export { Page as default, metadata };
