import { RouteScreen } from '@/components/screens/route-screen';
import { staticPathSegments } from '@/lib/routing';
import { resolveStaticPath, staticMetadata } from '@/lib/static-route';

// English pages: every route with no suffix and with the /en-en alias suffix.
export const dynamicParams = false;

export function generateStaticParams() {
  return staticPathSegments('en').map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/[[...slug]]'>) {
  return staticMetadata((await params).slug, 'en');
}

export default async function EnglishPage({ params }: PageProps<'/[[...slug]]'>) {
  const { route, pathname } = resolveStaticPath((await params).slug, 'en');
  return <RouteScreen route={route} locale="en" pathname={pathname} />;
}
