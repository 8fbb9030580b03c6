import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/home-screen';
import { routePage } from '@/components/layout/route-page';
import { pageTitle } from '@/lib/metadata';

const home = routePage('home', 'en', HomeScreen);
// The root layout's title template applies to the segments below it, not to this page beside it:
// the title is given in full (absolute, so the /en-en page below, which re-exports it, keeps it as is).
export const metadata: Metadata = { ...home.metadata, title: { absolute: pageTitle('home', 'en') } };
export default home.Page;
