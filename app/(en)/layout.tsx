import { RootDocument } from '@/components/layout/root-document';
import { siteMetadata } from '@/lib/metadata';

export const metadata = siteMetadata;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
