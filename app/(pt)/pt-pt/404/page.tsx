import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/home-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

// Unknown paths show the home screen (spec §2), in Portuguese when the path contains pt-pt: the
// host answers them with this page (firebase.json's rewrites). Kept out of search results.
export const metadata: Metadata = { ...pageMetadata('home', 'pt'), robots: { index: false } };

export default function PortugueseNotFoundPage() {
  return (
    <>
      <HomeScreen locale="pt" />
      <RouteExtras route="home" locale="pt" />
    </>
  );
}
