import { textPageScreen } from '@/components/pages/text-page-screen';
import { photoshootProcess } from '@/content/pages/photoshoot-process';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('photoshootProcess', 'en', textPageScreen(photoshootProcess));
export { Page as default, metadata };
