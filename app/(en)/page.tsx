import { HomeScreen } from '@/components/home/home-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import type { Metadata } from 'next';
import { pageMetadata, pageTitle } from '@/lib/metadata';

// The root layout's title template applies to the segments below it, not to this page beside it:
// the title is given in full (absolute, so the /en-en page below, which re-exports it, keeps it as is).
export const metadata: Metadata = { ...pageMetadata('home', 'en'), title: { absolute: pageTitle('home', 'en') } };

export default function EnglishHomePage() {
  return (
    <>
      <HomeScreen locale="en" />
      <RouteExtras route="home" locale="en" />
    </>
  );
}
