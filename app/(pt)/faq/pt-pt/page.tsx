import { FaqScreen } from '@/components/pages/faq-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('faq', 'pt', FaqScreen);
export { Page as default, metadata };
