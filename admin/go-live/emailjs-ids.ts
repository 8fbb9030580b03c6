/**
 * Her three EmailJS ids on the go-live page: prefilled with those the site was built with (unless
 * they are still .env.example's placeholders), the test enquiry sent with what she typed, and once
 * she confirms it arrived, the settings saved for the site to be built with the ids it was sent
 * with: the repository's Actions variables, or, on her computer, the lines of .env.local. The ids,
 * their settings and her words for them are lib/contact/emailjs-settings.ts's. Pure.
 */
import { EMAILJS_IDS, EMAILJS_SETTINGS, type EmailJsIds } from '@/lib/contact/emailjs-settings';

/** The ids the site was built with, each empty where it was not set or is still .env.example's placeholder. */
export function builtIds(
  settings: Readonly<Record<string, string>>,
  placeholders: Readonly<Record<string, string>>,
): EmailJsIds {
  return Object.fromEntries(
    EMAILJS_IDS.map((id) => {
      const { setting } = EMAILJS_SETTINGS[id];
      const value = settings[setting]?.trim() ?? '';
      return [id, value === placeholders[setting]?.trim() ? '' : value];
    }),
  ) as EmailJsIds;
}

/** The ids she typed, trimmed. */
export const typedIds = (typed: EmailJsIds): EmailJsIds =>
  Object.fromEntries(EMAILJS_IDS.map((id) => [id, typed[id].trim()])) as EmailJsIds;

/** The ids that differ between two sets, in her words ("service id"). */
export const idsThatDiffer = (one: EmailJsIds, other: EmailJsIds): string[] =>
  EMAILJS_IDS.filter((id) => one[id].trim() !== other[id].trim()).map((id) => EMAILJS_SETTINGS[id].name);

/** What stops sending with these ids: each one left empty, in her words. */
export const missingIds = (typed: EmailJsIds): string[] =>
  EMAILJS_IDS.filter((id) => typed[id].trim() === '').map(
    (id) => `Fill in your ${EMAILJS_SETTINGS[id].name} (${EMAILJS_SETTINGS[id].where}).`,
  );

/** The settings that carry these ids into the site's builds, each with its value. */
export const idSettings = (ids: EmailJsIds): { name: string; value: string }[] =>
  EMAILJS_IDS.map((id) => ({ name: EMAILJS_SETTINGS[id].setting, value: ids[id].trim() }));

/** The line of a .env file that sets `name`: `NAME=value`, `export NAME=value`, spaces around it allowed. */
const settingLine = (name: string) => new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=(.*)$`);

/** The value a .env file's text gives a setting (unquoted), or undefined where it sets none. */
export function envSetting(text: string, name: string): string | undefined {
  const line = text.split('\n').findLast((each) => settingLine(name).test(each));
  if (line === undefined) return undefined;
  return settingLine(name)
    .exec(line)![1]!
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/** A .env file's text with these settings set: each one's lines changed where they are, added at the end otherwise; every other line kept. */
export function envWithSettings(text: string, settings: readonly { name: string; value: string }[]): string {
  let lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  for (const { name, value } of settings) {
    const line = `${name}=${value}`;
    if (lines.some((each) => settingLine(name).test(each)))
      lines = lines.map((each) => (settingLine(name).test(each) ? line : each));
    else lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}
