import { HomeScreen } from '@/components/home/home-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('home', 'en');

export default function EnglishHomePage() {
  return (
    <>
      <HomeScreen locale="en" />
      <RouteExtras route="home" locale="en" />
    </>
  );
}
