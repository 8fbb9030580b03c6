import { RouteScreen } from '@/components/screens/route-screen';
import { portugueseSegments, resolveStaticPath, staticMetadata } from '@/lib/static-route';

// Portuguese pages two levels deep: /stories/weddings/pt-pt …
export const dynamicParams = false;

export function generateStaticParams() {
  return portugueseSegments(2).map(([section, subsection]) => ({ section, subsection }));
}

export async function generateMetadata({ params }: PageProps<'/[section]/[subsection]/pt-pt'>) {
  const { section, subsection } = await params;
  return staticMetadata([section, subsection, 'pt-pt'], 'pt');
}

export default async function PortugueseSubsectionPage({ params }: PageProps<'/[section]/[subsection]/pt-pt'>) {
  const { section, subsection } = await params;
  const { route, pathname } = resolveStaticPath([section, subsection, 'pt-pt'], 'pt');
  return <RouteScreen route={route} locale="pt" pathname={pathname} />;
}
