/**
 * The photographer's settings (content/settings/site.yml, which the editor writes: Settings → Your
 * details and prices): her name, business name, e-mail, phone, postal address and tax number (both
 * optional: the legal texts give them when she has them), social accounts, region, the year
 * she started, and the prices and delivery times the FAQ, the photoshoot process and the home page
 * quote. One schema states what the file holds: the build checks the file against it, the code's
 * type is inferred from it, and the editor's fields are generated from it (admin/editor/cms-config.ts),
 * each with the title given here as its label. Build side only (it reads the file system).
 * The public address of the site comes from NEXT_PUBLIC_SITE_URL (see .env.example).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { blankAsMissing, parseDataFile } from './data-file';

export const SITE_SETTINGS_FILE = path.join('content', 'settings', 'site.yml');

/** Where she changes the file, named as the editor names it. */
const WHERE = 'Settings → Your details and prices';

/*
 * Patterns without flags: the editor's fields state them as JSON Schema, which has none, so the
 * editor refuses exactly what the build refuses.
 */
/** An e-mail address: something, an @, and a host with a dot; no space. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A page of a social network: https, a host with a dot, no space. */
const LINK = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+([/?#]\S*)?$/;
/** A phone number as a visitor dials it: an optional +, then digits and spaces. */
const PHONE = /^\+?[0-9][0-9 ]{7,18}[0-9]$/;
/** A Portuguese tax number (NIF): nine digits, as the Finanças print it. */
const NIF = /^[0-9]{9}$/;

/** A text field, with her label and what it must hold in her words. */
const text = (title: string, rule = 'some text') => z.string().trim().min(1).meta({ title, rule });
const whole = (title: string, rule: string, min: number) => z.number().int().min(min).meta({ title, rule });

const account = (network: string) =>
  z
    .object({
      handle: text(`Name on ${network}`, `your ${network} name as visitors see it`),
      url: z
        .string()
        .trim()
        .regex(LINK)
        .meta({ title: `${network} page`, rule: `the whole address of your ${network} page, starting with https://` }),
    })
    .strict()
    .meta({ title: network });

/** The one statement of what content/settings/site.yml holds. */
export const siteSettings = z
  .object({
    name: text('Business name', 'the name of your business, shown at the top of every page'),
    photographer: text('Your name', 'your name, as the about page and the legal notice give it'),
    email: z.string().trim().regex(EMAIL).meta({ title: 'E-mail', rule: 'an e-mail address, like you@example.pt' }),
    phone: z
      .preprocess(blankAsMissing, z.string().trim().regex(PHONE).optional())
      .meta({ title: 'Phone', rule: 'a phone number of digits and spaces, with + and the country code if you like' }),
    address: z.preprocess(blankAsMissing, z.string().trim().min(1).optional()).meta({
      title: 'Postal address',
      rule: 'your business address on one line, like Rua das Flores 12, 8000-123 Faro',
    }),
    taxNumber: z
      .preprocess(blankAsMissing, z.string().trim().regex(NIF).optional())
      .meta({ title: 'Tax number (NIF)', rule: 'the nine digits of your NIF, without spaces' }),
    instagram: account('Instagram'),
    facebook: account('Facebook'),
    region: text('Region', 'where you work, like Algarve, Portugal'),
    since: whole('Year you started', 'a year, like 2016', 1900),
    terms: z
      .object({
        deposit: whole('Deposit (€)', 'a whole number of euros, 1 or more', 1),
        albumsFrom: whole('Albums from (€)', 'a whole number of euros, 1 or more', 1),
        sessionDeliveryWorkingDays: whole(
          'Couples and family sessions delivered within (working days)',
          'a whole number of days, 1 or more',
          1,
        ),
        weddingDeliveryDays: whole('Weddings delivered within (days)', 'a whole number of days, 1 or more', 1),
        rushDeliveryDays: whole('Rush delivery (days)', 'a whole number of days, 1 or more', 1),
      })
      .strict()
      .meta({ title: 'Prices and delivery times' }),
  })
  .strict();

export type SiteSettings = z.output<typeof siteSettings>;

/** The problems of a settings file's text, each naming the file and the field in her words. */
export function settingsProblems(source: string): { settings?: SiteSettings; problems: string[] } {
  const { data, problems } = parseDataFile(source, siteSettings, {
    file: SITE_SETTINGS_FILE,
    where: `(${WHERE})`,
    unknownKey: 'a setting',
    whole: 'list your settings',
  });
  return { settings: data, problems };
}

/** The settings of a project's file, or the problems that stop the build. */
export function readSiteSettings(root: string = process.cwd()): { settings?: SiteSettings; problems: string[] } {
  let source: string;
  try {
    source = readFileSync(path.join(root, SITE_SETTINGS_FILE), 'utf8');
  } catch {
    return { problems: [`${SITE_SETTINGS_FILE} is missing: fill in your details (${WHERE}).`] };
  }
  return settingsProblems(source);
}

function loadSite() {
  const { settings, problems } = readSiteSettings();
  if (!settings) {
    throw new Error(`The site cannot be built until ${SITE_SETTINGS_FILE} is fixed:\n  ${problems.join('\n  ')}`);
  }
  return {
    ...settings,
    url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://luzdosul.example').replace(/\/+$/, ''),
  };
}

type Site = ReturnType<typeof loadSite>;

/**
 * The settings and the site's public address, read from the file once, when a setting is first
 * asked for. Not before: this module also states the schema that what checks her files (npm run
 * test:content) imports, which must name a broken file among her other problems, not stop on it.
 */
export const site: Site = (() => {
  let read: Site | undefined;
  const keys = [...Object.keys(siteSettings.shape), 'url'] as (keyof Site)[];
  return Object.defineProperties(
    {} as Site,
    Object.fromEntries(keys.map((key) => [key, { enumerable: true, get: () => (read ??= loadSite())[key] }])),
  );
})();
