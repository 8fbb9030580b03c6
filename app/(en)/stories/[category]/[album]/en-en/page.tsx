// The /en-en form of the English story pages (the host redirects it; other static hosts serve it).
import { storyParams } from '@/lib/story-routes';

export const dynamicParams = false;
export const generateStaticParams = storyParams;
export { default, generateMetadata } from '../page';
