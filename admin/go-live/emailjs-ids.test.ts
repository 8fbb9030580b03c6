import { parseEnv } from 'node:util';
import { builtIds, envSetting, envWithSettings, idSettings, idsThatDiffer, missingIds } from './emailjs-ids';

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

  it('are carried by their three settings, trimmed', () => {
    expect(idSettings({ publicKey: ' key_rita ', serviceId: 'service_rita', templateId: 'template_rita' })).toEqual([
      { name: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', value: 'key_rita' },
      { name: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', value: 'service_rita' },
      { name: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', value: 'template_rita' },
    ]);
  });

  it('that differ are named in her words', () => {
    expect(
      idsThatDiffer(
        { publicKey: 'key', serviceId: 'service_rita', templateId: 'template' },
        { publicKey: 'key ', serviceId: 'service_built', templateId: 'template_built' },
      ),
    ).toEqual(['service id', 'template id']);
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

  it('are read from .env.local as Node reads the file', () => {
    const text = 'export NEXT_PUBLIC_EMAILJS_SERVICE_ID = "service_rita"\nNEXT_PUBLIC_EMAILJS_TEMPLATE_ID=\n';
    expect(envSetting(text, 'NEXT_PUBLIC_EMAILJS_SERVICE_ID')).toBe(parseEnv(text).NEXT_PUBLIC_EMAILJS_SERVICE_ID);
    expect(envSetting(text, 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID')).toBe('');
    expect(envSetting(text, 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')).toBeUndefined();
  });
});
