import { HomeScreen } from '@/components/home/home-screen';
import { RouteExtras } from '@/components/layout/route-extras';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('home', 'pt');

export default function PortugueseHomePage() {
  return (
    <>
      <HomeScreen locale="pt" />
      <RouteExtras route="home" locale="pt" />
    </>
  );
}
