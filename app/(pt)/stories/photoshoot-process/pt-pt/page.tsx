import { PhotoshootProcessScreen } from '@/components/pages/photoshoot-process-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('photoshootProcess', 'pt', PhotoshootProcessScreen);
export { Page as default, metadata };
