import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/**
 * Components render in Jest without Next's app router around them. Its hooks answer as the
 * browser is: the path is the window's, and the router's methods are recorded for assertions.
 */
export const testRouter = {
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
  prefetch: jest.fn(),
  bfcacheId: 'test',
} satisfies AppRouterInstance;

export function nextNavigationForTests() {
  const actual = jest.requireActual<typeof import('next/navigation')>('next/navigation');
  return {
    ...actual,
    useRouter: () => testRouter,
    usePathname: () => window.location.pathname,
    // No page file is rendered around a test's component: no dynamic segment either.
    useParams: () => ({}),
  };
}
