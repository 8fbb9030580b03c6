import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/home-screen';
import { RootDocument } from '@/components/layout/root-document';
import { routePage } from '@/components/layout/route-page';
import { pageTitle, siteMetadata } from '@/lib/metadata';

const home = routePage('home', 'en', HomeScreen);
// Any unknown path shows the home screen: this becomes 404.html. Next marks it noindex.
// Unknown paths that contain pt-pt get the Portuguese one (app/(pt)/pt-pt/404).
// It has no root layout above it: the site-wide metadata is its own, and its title is in full.
export const metadata: Metadata = { ...siteMetadata, ...home.metadata, title: pageTitle('home', 'en') };

export default function GlobalNotFound() {
  return (
    <RootDocument locale="en">
      <home.Page />
    </RootDocument>
  );
}
