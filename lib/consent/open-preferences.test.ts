import { onOpenCookiePreferences, openCookiePreferences } from './open-preferences';

describe('the cookie preferences’ open action', () => {
  it('reaches every subscriber, and none once it unsubscribed', () => {
    const listener = jest.fn();
    const unsubscribe = onOpenCookiePreferences(listener);
    openCookiePreferences();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    openCookiePreferences();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is told by its own event, not by any other', () => {
    const listener = jest.fn();
    const unsubscribe = onOpenCookiePreferences(listener);
    window.dispatchEvent(new Event('open'));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
