import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/home-screen';
import { routePage } from '@/components/layout/route-page';

const home = routePage('home', 'pt', HomeScreen);
// Unknown paths show the home screen, in Portuguese when the path contains pt-pt: the
// host answers them with this page (firebase.json's rewrites). Kept out of search results.
export const metadata: Metadata = { ...home.metadata, robots: { index: false } };
export default home.Page;
