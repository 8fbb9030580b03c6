import { HomeScreen } from '@/components/home/home-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('home', 'pt', HomeScreen);
export { Page as default, metadata };
