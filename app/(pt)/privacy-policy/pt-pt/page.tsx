import { PrivacyPolicyScreen } from '@/components/pages/privacy-policy-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('privacyPolicy', 'pt', PrivacyPolicyScreen);
export { Page as default, metadata };
