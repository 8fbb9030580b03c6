import { ContactScreen } from '@/components/contact/contact-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('contact', 'en', ContactScreen);
export { Page as default, metadata };
