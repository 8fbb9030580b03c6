import { RouteScreen } from '@/components/screens/route-screen';
import { pageMetadata } from '@/lib/metadata';

// The Portuguese home page: /pt-pt.
export const metadata = pageMetadata('home', 'pt');

export default function PortugueseHomePage() {
  return <RouteScreen route="home" locale="pt" pathname="/pt-pt" />;
}
