// The /en-en form of the English story pages (the host redirects it; other static hosts serve it).
export { default, generateMetadata, generateStaticParams } from '../page';
export const dynamicParams = false;
