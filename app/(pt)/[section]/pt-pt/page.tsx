import { RouteScreen } from '@/components/screens/route-screen';
import { portugueseSegments, resolveStaticPath, staticMetadata } from '@/lib/static-route';

// Portuguese pages one level deep: /about/pt-pt, /home/pt-pt, /stories/pt-pt …
export const dynamicParams = false;

export function generateStaticParams() {
  return portugueseSegments(1).map(([section]) => ({ section }));
}

export async function generateMetadata({ params }: PageProps<'/[section]/pt-pt'>) {
  const { section } = await params;
  return staticMetadata([section, 'pt-pt'], 'pt');
}

export default async function PortugueseSectionPage({ params }: PageProps<'/[section]/pt-pt'>) {
  const { section } = await params;
  const { route, pathname } = resolveStaticPath([section, 'pt-pt'], 'pt');
  return <RouteScreen route={route} locale="pt" pathname={pathname} />;
}
