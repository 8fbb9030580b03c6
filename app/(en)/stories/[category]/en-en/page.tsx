// The /en-en form of the English gallery pages (the host redirects it; other static hosts serve it).
import { galleryParams } from '@/lib/routing';

export const dynamicParams = false;
export const generateStaticParams = galleryParams;
export { default, generateMetadata } from '../page';
