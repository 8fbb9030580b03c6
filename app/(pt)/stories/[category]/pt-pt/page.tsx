import { galleryPage } from '@/components/gallery/gallery-page';

const { Page, generateMetadata, generateStaticParams } = galleryPage('pt');
export const dynamicParams = false;
export { Page as default, generateMetadata, generateStaticParams };
