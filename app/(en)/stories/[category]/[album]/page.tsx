import { storyPage } from '@/components/stories/story-page';
import { storyParams } from '@/lib/story-routes';

const page = storyPage('en');
export const dynamicParams = false;
export const generateStaticParams = storyParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
