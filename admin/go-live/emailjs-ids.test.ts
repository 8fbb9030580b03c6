import { parseEnv } from 'node:util';
import { builtIds, envWithSettings, missingIds, settingsToSave } from './emailjs-ids';

const built = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key_built',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_built',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_built',
  NEXT_PUBLIC_SITE_URL: 'https://ritasousa.pt',
};

describe('her EmailJS ids', () => {
  it('are prefilled with the build’s, except .env.example’s placeholders', () => {
    expect(builtIds(built, {})).toEqual({
      publicKey: 'key_built',
      serviceId: 'service_built',
      templateId: 'template_built',
    });
    expect(
      builtIds(
        { ...built, NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_xxxxxxx' },
        { NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_xxxxxxx' },
      ).serviceId,
    ).toBe('');
    expect(builtIds({}, {})).toEqual({ publicKey: '', serviceId: '', templateId: '' });
  });

  it('saves only the settings she changed, trimmed', () => {
    expect(
      settingsToSave({ publicKey: ' key_built ', serviceId: 'service_rita', templateId: 'template_built' }, built),
    ).toEqual([{ name: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', value: 'service_rita' }]);
    expect(
      settingsToSave({ publicKey: 'key_built', serviceId: 'service_built', templateId: 'template_built' }, built),
    ).toEqual([]);
    expect(settingsToSave({ publicKey: 'k', serviceId: 's', templateId: 't' }, {})).toHaveLength(3);
  });

  it('names each one left empty, and where to find it', () => {
    expect(missingIds({ publicKey: '', serviceId: 's', templateId: '  ' })).toEqual([
      'Fill in your public key (EmailJS: Account → API keys).',
      'Fill in your template id (EmailJS: Email Templates).',
    ]);
  });

  it('are written into .env.local in place, every other line kept, as Node reads the file', () => {
    const before =
      '# my settings\nNEXT_PUBLIC_SITE_URL=https://ritasousa.pt\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_old\n';
    const after = envWithSettings(before, [
      { name: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', value: 'service_rita' },
      { name: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', value: 'key_rita' },
    ]);
    expect(after).toBe(
      '# my settings\nNEXT_PUBLIC_SITE_URL=https://ritasousa.pt\nNEXT_PUBLIC_EMAILJS_SERVICE_ID=service_rita\nNEXT_PUBLIC_EMAILJS_PUBLIC_KEY=key_rita\n',
    );
    expect(parseEnv(after)).toEqual({
      NEXT_PUBLIC_SITE_URL: 'https://ritasousa.pt',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_rita',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key_rita',
    });
    expect(envWithSettings('', [{ name: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', value: 'k' }])).toBe(
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=k\n',
    );
  });
});
