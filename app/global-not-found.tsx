import type { Metadata } from 'next';
import { RootDocument } from '@/components/layout/root-document';
import { RouteScreen } from '@/components/screens/route-screen';
import { pageMetadata } from '@/lib/metadata';

// Any unknown path shows the home screen (spec §2). Next marks this page noindex.
export const metadata: Metadata = pageMetadata('home', 'en');

export default function GlobalNotFound() {
  return (
    <RootDocument locale="en">
      <RouteScreen route="home" locale="en" pathname="/" />
    </RootDocument>
  );
}
