import { galleryPage } from '@/components/layout/route-page';

const { Page, generateMetadata, generateStaticParams } = galleryPage('pt');
export const dynamicParams = false;
export { Page as default, generateMetadata, generateStaticParams };
