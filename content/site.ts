/**
 * The photographer's settings (content/settings/site.yml, which the editor writes: Settings → Your
 * details and prices): her name, business name, e-mail, phone, postal address and tax number (both
 * optional: the legal texts give them when she has them), social accounts, region, the year
 * she started, and the prices and delivery times the FAQ, the photoshoot process and the home page
 * quote. One schema states what the file holds: the build checks the file against it, the code's
 * type is inferred from it, and the editor's fields are generated from it (admin/editor/cms-config.ts),
 * each with the title given here as its label. Pure: content/read.ts reads the file, and the
 * pages ask it for the settings (getSite).
 */
import { z } from 'zod';
import { dataCollections } from './collections';
import { blankAsMissing, readCollectionText } from './data-file';

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

/** The settings of a settings file's text (undefined: no file), or its problems, each naming the file and the field in her words. */
export function settingsProblems(source: string | undefined): { settings?: SiteSettings; problems: string[] } {
  const { data, problems } = readCollectionText(dataCollections.settings, siteSettings, source);
  return { settings: data, problems };
}

/** The site's public address, from NEXT_PUBLIC_SITE_URL (see .env.example). */
export const siteUrlOf = (env: NodeJS.ProcessEnv): string =>
  (env.NEXT_PUBLIC_SITE_URL ?? 'https://luzdosul.example').replace(/\/+$/, '');

/** Her settings with the site's public address: what the pages show. */
export type Site = SiteSettings & { url: string };
