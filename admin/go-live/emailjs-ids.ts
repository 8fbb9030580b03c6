/**
 * Her three EmailJS ids on the go-live page: prefilled with those the site was built with (unless
 * they are still .env.example's placeholders), the test enquiry sent with what she typed, and once
 * she confirms it arrived, what must be saved for the site to be built with them: each of the
 * repository's Actions variables that differs from the build's, or, on her computer, the lines of
 * .env.local. Pure.
 */

/** Each id, by the setting that carries it into the site's pages. */
export const EMAILJS_ID_SETTINGS = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
} as const;

export type EmailJsIds = Record<keyof typeof EMAILJS_ID_SETTINGS, string>;

/** Each id as she names it, and where in EmailJS she finds it. */
export const ID_WORDS: Record<keyof EmailJsIds, { name: string; where: string }> = {
  publicKey: { name: 'public key', where: 'EmailJS: Account → API keys' },
  serviceId: { name: 'service id', where: 'EmailJS: Email Services' },
  templateId: { name: 'template id', where: 'EmailJS: Email Templates' },
};

const ids = Object.keys(EMAILJS_ID_SETTINGS) as (keyof EmailJsIds)[];

/** The ids the site was built with, each empty where it was not set or is still .env.example's placeholder. */
export function builtIds(
  settings: Readonly<Record<string, string>>,
  placeholders: Readonly<Record<string, string>>,
): EmailJsIds {
  return Object.fromEntries(
    ids.map((id) => {
      const setting = EMAILJS_ID_SETTINGS[id];
      const value = settings[setting]?.trim() ?? '';
      return [id, value === placeholders[setting]?.trim() ? '' : value];
    }),
  ) as EmailJsIds;
}

/** The ids she typed, trimmed. */
export const typedIds = (typed: EmailJsIds): EmailJsIds =>
  Object.fromEntries(ids.map((id) => [id, typed[id].trim()])) as EmailJsIds;

/** What stops sending with these ids: each one left empty, in her words. */
export const missingIds = (typed: EmailJsIds): string[] =>
  ids.filter((id) => typed[id].trim() === '').map((id) => `Fill in your ${ID_WORDS[id].name} (${ID_WORDS[id].where}).`);

/** The settings to save for the site to be built with the ids she tested: those that differ from the build's. */
export function settingsToSave(
  typed: EmailJsIds,
  built: Readonly<Record<string, string>>,
): { name: string; value: string }[] {
  const trimmed = typedIds(typed);
  return ids
    .map((id) => ({ name: EMAILJS_ID_SETTINGS[id], value: trimmed[id] }))
    .filter(({ name, value }) => (built[name] ?? '').trim() !== value);
}

/** A .env file's text with these settings set: each one's line replaced where it is, added at the end otherwise; every other line kept. */
export function envWithSettings(text: string, settings: readonly { name: string; value: string }[]): string {
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  for (const { name, value } of settings) {
    const line = `${name}=${value}`;
    const at = lines.findIndex((each) => new RegExp(`^\\s*(export\\s+)?${name}\\s*=`).test(each));
    if (at === -1) lines.push(line);
    else lines[at] = line;
  }
  return `${lines.join('\n')}\n`;
}
