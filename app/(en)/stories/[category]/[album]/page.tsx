import { storyPage } from '@/components/stories/story-page';

const { Page, generateMetadata, generateStaticParams } = storyPage('en');
export const dynamicParams = false;
export { Page as default, generateMetadata, generateStaticParams };
