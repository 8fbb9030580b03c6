/** @jest-environment node */
import { consentMessages } from './consent';

// These labels are the product's fixed wording, not copy to edit; every other word may change freely.
describe('cookie banner and preferences labels', () => {
  it('use the fixed wording for the banner and the persistent link, in both languages', () => {
    expect(consentMessages.en.banner).toMatchObject({ accept: 'Accept cookies', decline: 'Decline cookies' });
    expect(consentMessages.pt.banner).toMatchObject({ accept: 'Aceitar cookies', decline: 'Rejeitar cookies' });
    expect(consentMessages.en.manage).toBe('Manage Cookie Preferences');
    expect(consentMessages.pt.manage).toBe('Gerir Preferências de Cookies');
  });

  it('use the fixed wording for the dialog’s options and buttons', () => {
    expect(consentMessages.en.dialog).toMatchObject({
      essential: 'Essential',
      analytics: 'Functional (analytics)',
      save: 'Save Preferences',
      onlyEssential: 'Only Essential',
      acceptAll: 'Accept All',
    });
  });
});
