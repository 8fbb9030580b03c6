/**
 * The fictional build settings the end-to-end tests expect (scripts/with-test-env.ts builds with
 * them): the tests intercept every third-party request, so these never reach a real service, and
 * the tests read the site's address here rather than from the code that writes it into the pages.
 */
export const testEnv = {
  NEXT_PUBLIC_SITE_URL: 'https://luzdosul.example',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'test-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'test-template',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'demo-test.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-test',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-TEST123',
  NEXT_PUBLIC_CONSENT_COOKIE_NAME: 'luzdosul_cookies_consent',
} as const;
