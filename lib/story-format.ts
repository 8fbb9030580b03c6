/** Pure helpers of the story pages, usable on both sides. */
import { storyMessages } from '@/content/dictionaries/stories';
import type { GalleryRouteKey } from '@/content/routes';
import { SERVICE_PARAM, type ServiceOption } from './contact/fields';
import { hrefFor } from './routing';
import { htmlLang, type Locale } from './i18n';

export type CreditRole = keyof typeof storyMessages.en.roles;

/** The roles a credit may have: those the dictionary translates. */
export const creditRoles = Object.keys(storyMessages.en.roles) as [CreditRole, ...CreditRole[]];

/** '2024-06': the month as a <time> element and schema.org write it. */
export function storyMonthValue({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** 'June 2024' / 'junho de 2024'. */
export function formatStoryMonth({ year, month }: { year: number; month: number }, locale: Locale): string {
  const date = new Date(Date.UTC(year, month - 1, 15));
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : htmlLang.pt, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Fills the {names}-style placeholders of a dictionary entry. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The service a story's call to enquire ticks on the contact page. */
export const storyService: Record<GalleryRouteKey, ServiceOption> = {
  weddings: 'Wedding',
  couples: 'Couple',
  family: 'Family',
};

/** The contact page in a language with a story's service ticked ('/contact/pt-pt?service=Wedding'). */
export function serviceEnquiryHref(service: ServiceOption, locale: Locale): string {
  return `${hrefFor('contact', locale)}?${new URLSearchParams({ [SERVICE_PARAM]: service }).toString()}`;
}
