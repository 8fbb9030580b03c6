/** @jest-environment node */
import { storyMessages } from '@/content/dictionaries/stories';
import { galleryRoutes } from '@/content/routes';
import {
  creditRoles,
  fillPlaceholders,
  formatStoryMonth,
  serviceEnquiryHref,
  storyMonthValue,
  storyService,
} from './story-format';
import { requestedService } from './contact/fields';

describe('storyMonthValue', () => {
  it('writes the month as a <time> element and schema.org read it', () => {
    expect(storyMonthValue({ year: 2024, month: 6 })).toBe('2024-06');
    expect(storyMonthValue({ year: 2025, month: 11 })).toBe('2025-11');
  });
});

describe('formatStoryMonth', () => {
  it('writes the month and year as each language does', () => {
    expect(formatStoryMonth({ year: 2024, month: 6 }, 'en')).toBe('June 2024');
    expect(formatStoryMonth({ year: 2024, month: 6 }, 'pt')).toBe('junho de 2024');
  });

  it('keeps the month whatever the time zone, from January to December', () => {
    expect(formatStoryMonth({ year: 2025, month: 1 }, 'en')).toBe('January 2025');
    expect(formatStoryMonth({ year: 2023, month: 12 }, 'pt')).toBe('dezembro de 2023');
  });
});

describe('fillPlaceholders', () => {
  it('fills the names it is given and leaves the others as written', () => {
    expect(fillPlaceholders('casamento {em} {place} {other}', { em: 'na', place: 'Quinta' })).toBe(
      'casamento na Quinta {other}',
    );
  });
});

describe('a story’s call to enquire', () => {
  it('ticks the service of its gallery on the contact page, in the page’s language', () => {
    expect(serviceEnquiryHref('Wedding', 'en')).toBe('/contact?service=Wedding');
    expect(serviceEnquiryHref('Family', 'pt')).toBe('/contact/pt-pt?service=Family');
  });

  it.each(galleryRoutes)('from a %s story asks for the service the contact page then ticks', (category) => {
    const href = serviceEnquiryHref(storyService[category], 'pt');
    expect(requestedService(href.slice(href.indexOf('?')))).toBe(storyService[category]);
  });
});

describe('requestedService', () => {
  it('reads the service of the contact page’s address', () => {
    expect(requestedService('?service=Couple')).toBe('Couple');
    expect(requestedService('?utm_source=x&service=Other%20work')).toBe('Other work');
  });

  it.each(['', '?service=', '?service=wedding', '?service=Nope', '?other=Wedding'])(
    'asks for nothing at %j',
    (search) => {
      expect(requestedService(search)).toBeNull();
    },
  );
});

describe('credit roles', () => {
  it('are the roles the dictionary translates in both languages', () => {
    expect(creditRoles).toEqual(Object.keys(storyMessages.pt.roles));
  });
});
