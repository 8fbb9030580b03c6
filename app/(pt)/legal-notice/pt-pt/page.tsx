import { LegalNoticeScreen } from '@/components/pages/legal-notice-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('legalNotice', 'pt', LegalNoticeScreen);
export { Page as default, metadata };
