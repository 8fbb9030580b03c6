/**
 * @jest-environment-options {"url": "https://luzdosul.example/"}
 */
import Cookies from 'js-cookie';
import { writeConsentCookie } from './storage';

it('marks the consent cookie Secure when the site is served over https', async () => {
  const set = jest.spyOn(Cookies, 'set');
  await writeConsentCookie(true);
  expect(set).toHaveBeenCalledWith(expect.any(String), 'true', expect.objectContaining({ secure: true }));
});
