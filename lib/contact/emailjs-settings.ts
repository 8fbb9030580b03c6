/**
 * The contact form's three EmailJS settings, stated once: the setting that carries each into the
 * site's pages (a GitHub variable, or a line of .env.local), what she calls it, and where in
 * EmailJS she finds it. The form's sender reads them as `process.env.NAME`, which Next inlines;
 * everything else that names them (the settings check, the set-up's variables, the go-live page,
 * the going-live decision) reads this list. Pure, and free of packages.
 */

/** Each id, by the setting that carries it into the site's pages, with her words for it. */
export const EMAILJS_SETTINGS = {
  publicKey: { setting: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', name: 'public key', where: 'EmailJS: Account → API keys' },
  serviceId: { setting: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', name: 'service id', where: 'EmailJS: Email Services' },
  templateId: { setting: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', name: 'template id', where: 'EmailJS: Email Templates' },
} as const;

export type EmailJsIds = Record<keyof typeof EMAILJS_SETTINGS, string>;

/** The name of one of the settings: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, …_SERVICE_ID or …_TEMPLATE_ID. */
export type EmailJsSettingName = (typeof EMAILJS_SETTINGS)[keyof EmailJsIds]['setting'];

export const EMAILJS_IDS = Object.keys(EMAILJS_SETTINGS) as (keyof EmailJsIds)[];

/** The settings' names, in order: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, …_SERVICE_ID, …_TEMPLATE_ID. */
export const EMAILJS_SETTING_NAMES = EMAILJS_IDS.map((id) => EMAILJS_SETTINGS[id].setting);

/** The ids as a set of settings holds them (the environment, GitHub's variables), each trimmed, empty where unset. */
export const emailJsIdsOf = (settings: Readonly<Record<string, string | undefined>>): EmailJsIds =>
  Object.fromEntries(EMAILJS_IDS.map((id) => [id, settings[EMAILJS_SETTINGS[id].setting]?.trim() ?? ''])) as EmailJsIds;
