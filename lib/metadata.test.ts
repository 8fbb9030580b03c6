/** @jest-environment node */
import type { Place } from '@/lib/albums';
import { storyMessages } from '@/content/dictionaries/stories';
import { getSite } from '@/content/read';
import { fakeStory } from '@/test-support/stories';
import { storyCardImage, storyMetadata, storyTitle } from './metadata';
import type { Story } from './stories';

const story = (locale: Story['locale']) =>
  fakeStory(locale, {
    slug: 'ana-joao',
    title: 'Ana & João',
    summary: locale === 'en' ? 'A September wedding among the vines.' : 'Um casamento de setembro entre as vinhas.',
  });

const herdade: Place = { en: 'Herdade da Vinha Velha, Lagoa', pt: 'Herdade da Vinha Velha, Lagoa', at: 'at', em: 'na' };

describe('storyTitle', () => {
  it('names the couple, the kind of day and the place, in English', () => {
    expect(storyTitle(story('en'), herdade)).toBe(
      `Ana & João — wedding at Herdade da Vinha Velha, Lagoa | ${getSite().name}`,
    );
  });

  it('puts the place’s own "em" before it in Portuguese (na Herdade, no Monte, em Lagos)', () => {
    expect(storyTitle(story('pt'), herdade)).toBe(
      `Ana & João — casamento na Herdade da Vinha Velha, Lagoa | ${getSite().name}`,
    );
    expect(storyTitle(story('pt'), { en: 'Monte da Azinheira', pt: 'Monte da Azinheira', at: 'at', em: 'no' })).toBe(
      `Ana & João — casamento no Monte da Azinheira | ${getSite().name}`,
    );
    expect(
      storyTitle(
        { ...story('pt'), category: 'couples', title: 'Ponta da Piedade' },
        { en: 'Lagos', pt: 'Lagos', at: 'in', em: 'em' },
      ),
    ).toBe(`Ponta da Piedade — sessão de casal em Lagos | ${getSite().name}`);
  });

  it('puts the place’s own English word before it: "at" a venue, "in" a town or region', () => {
    expect(
      storyTitle(
        { ...story('en'), category: 'couples', title: 'Leonor & Miguel' },
        { en: 'Aljezur, west coast', pt: 'Aljezur, costa oeste', at: 'in', em: 'em' },
      ),
    ).toBe(`Leonor & Miguel — couple session in Aljezur, west coast | ${getSite().name}`);
  });

  it('is the names alone for an album without a place', () => {
    expect(storyTitle(story('pt'), null)).toBe(`Ana & João | ${getSite().name}`);
  });

  it.each(['en', 'pt'] as const)('has a kind of day for every gallery in %s, with its place to fill', (locale) => {
    for (const kind of Object.values(storyMessages[locale].kind)) {
      expect(kind).toContain('{place}');
      if (locale === 'pt') expect(kind).toContain('{em}');
    }
  });
});

describe('storyMetadata', () => {
  it.each([
    ['en', '/stories/weddings/ana-joao', 'en_GB', 'pt_PT'],
    ['pt', '/stories/weddings/ana-joao/pt-pt', 'pt_PT', 'en_GB'],
  ] as const)(
    'gives the %s story its title, summary, canonical, alternates and cover card',
    (locale, url, og, other) => {
      const metadata = storyMetadata(story(locale), herdade, 'The couple in the vineyard');
      const fullTitle = storyTitle(story(locale), herdade);
      const card = { ...storyCardImage('weddings', 'ana-joao'), alt: 'The couple in the vineyard' };
      expect(metadata).toEqual({
        title: fullTitle.replace(` | ${getSite().name}`, ''),
        description: story(locale).summary,
        alternates: {
          canonical: url,
          languages: {
            en: '/stories/weddings/ana-joao',
            'pt-PT': '/stories/weddings/ana-joao/pt-pt',
            'x-default': '/stories/weddings/ana-joao',
          },
        },
        openGraph: {
          type: 'article',
          siteName: getSite().name,
          title: fullTitle,
          description: story(locale).summary,
          url,
          locale: og,
          alternateLocale: [other],
          images: [card],
        },
        twitter: {
          card: 'summary_large_image',
          title: fullTitle,
          description: story(locale).summary,
          images: [card.url],
        },
      });
    },
  );

  it('shares the story’s own 1200×630 card', () => {
    expect(storyCardImage('family', '1-ria-formosa')).toEqual({
      url: '/og/family/1-ria-formosa.jpg',
      width: 1200,
      height: 630,
    });
  });
});
