import { AboutScreen } from '@/components/pages/about-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('about', 'en', AboutScreen);
export { Page as default, metadata };
