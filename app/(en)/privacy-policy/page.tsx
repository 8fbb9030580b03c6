import { PrivacyPolicyScreen } from '@/components/pages/privacy-policy-screen';
import { routePage } from '@/components/layout/route-page';

const { Page, metadata } = routePage('privacyPolicy', 'en', PrivacyPolicyScreen);
export { Page as default, metadata };
