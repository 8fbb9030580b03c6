/**
 * @jest-environment-options {"url": "https://luzdosul.example/"}
 */
import { writeConsentCookie } from './storage';

it('marks the consent cookie Secure when the site is served over https', () => {
  const written: string[] = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  writeConsentCookie(true);
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/; Secure$/);
});
