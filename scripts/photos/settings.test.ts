/** @jest-environment node */
import { SETTINGS, contentHashOf, outputFingerprint, settingsHashOf } from './settings';

describe('cache keys', () => {
  // Pinned on purpose: these values name every file in public/photos and key every cached entry.
  // If this test fails, every photo would be encoded again and get new URLs; change SETTINGS only
  // when that is wanted, then update the values here.
  it('keep the settings hash that the existing caches were made with', () => {
    expect(settingsHashOf()).toBe('842a890c303e');
  });

  it('keep the output fingerprint scheme (a demo photo of the couples page, as built before)', () => {
    expect(outputFingerprint('bde6c5addb6701ff54f6e8af4f237033af0f455d', '914066317153')).toBe('db113c3b');
  });

  it('change the fingerprint with the photo and with the settings', () => {
    const photo = contentHashOf(Buffer.from('photo'));
    const other = contentHashOf(Buffer.from('another photo'));
    const settings = settingsHashOf();
    const otherSettings = settingsHashOf({ ...SETTINGS, version: SETTINGS.version + 1 } as unknown as typeof SETTINGS);
    expect(outputFingerprint(photo, settings)).not.toBe(outputFingerprint(other, settings));
    expect(outputFingerprint(photo, settings)).not.toBe(outputFingerprint(photo, otherSettings));
    expect(outputFingerprint(photo, settings)).toMatch(/^[0-9a-f]{8}$/);
  });
});
