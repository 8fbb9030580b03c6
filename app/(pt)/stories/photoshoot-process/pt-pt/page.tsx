import { textPageScreen } from '@/components/pages/text-page-screen';
import { photoshootProcessPage } from '@/content/pages/photoshoot-process';
import { getPage } from '@/content/read';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage(
  'photoshootProcess',
  'pt',
  textPageScreen(() => getPage(photoshootProcessPage)),
);
export { Page as default, metadata };
