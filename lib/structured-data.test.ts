import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { metaMessages } from '@/content/dictionaries/meta';
import { getSite } from '@/content/read';
import { fakePhoto } from '@/test-support/photos';
import { fakeStory } from '@/test-support/stories';
import type { GalleryAlbum } from './gallery/album-data';
import { jpegFile } from './photo-files';
import type { Story } from './stories';
import { menuLabel } from './navigation';
import { hrefFor } from './routing';
import {
  areaOf,
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  imageGalleryJsonLd,
  photographerJsonLd,
  storyBreadcrumbJsonLd,
  storyJsonLd,
} from './structured-data';

const story = (locale: Story['locale']) => fakeStory(locale);

const photos = ['01', '02'].map((name) => ({ ...fakePhoto(`weddings/rita-nuno/${name}.jpg`), alt: `Photo ${name}` }));
const album: GalleryAlbum = {
  id: 'rita-nuno',
  title: 'Rita & Nuno',
  place: null,
  side: 'left',
  first: true,
  family: false,
  photos,
};
const absolute = (path: string) => getSite().url + path;
const photographer = { '@id': `${getSite().url}/#photographer` };

describe('storyBreadcrumbJsonLd', () => {
  it.each([
    ['en', '', '/stories/weddings'],
    ['pt', '/pt-pt', '/stories/weddings/pt-pt'],
  ] as const)('leads home › stories › the gallery › the story, in %s', (locale, home, gallery) => {
    expect(storyBreadcrumbJsonLd(story(locale))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: metaMessages[locale].home.title, item: getSite().url + home },
        { '@type': 'ListItem', position: 2, name: menuLabel('stories', locale), item: absolute(gallery) },
        { '@type': 'ListItem', position: 3, name: metaMessages[locale].weddings.title, item: absolute(gallery) },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Rita & Nuno',
          item: absolute(locale === 'en' ? '/stories/weddings/rita-nuno' : '/stories/weddings/rita-nuno/pt-pt'),
        },
      ],
    });
  });
});

describe('storyJsonLd', () => {
  // Built in each test, not once for the file: Stryker runs a mutant only against the tests that reach it.
  const data = () => storyJsonLd(story('pt'), 'Quinta da Luz, Tavira', album) as unknown as Record<string, unknown>;

  it('describes the album as an image gallery: its story, language, page, month and place', () => {
    expect(data()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: 'Rita & Nuno',
      description: 'Um casamento de junho junto ao mar.',
      url: absolute('/stories/weddings/rita-nuno/pt-pt'),
      inLanguage: 'pt-PT',
      temporalCoverage: '2024-06',
      contentLocation: { '@type': 'Place', name: 'Quinta da Luz, Tavira' },
      author: photographer,
      creator: photographer,
      copyrightHolder: photographer,
      copyrightNotice: `© ${getSite().photographer}`,
    });
  });

  it('lists every photo with its caption, the photographer as creator and copyright holder', () => {
    expect(data().image).toEqual(
      photos.map((photo) => ({
        '@type': 'ImageObject',
        contentUrl: absolute(jpegFile(photo)),
        caption: photo.alt,
        creator: photographer,
        copyrightHolder: photographer,
        copyrightNotice: `© ${getSite().photographer}`,
        creditText: getSite().photographer,
      })),
    );
  });

  it('names no place for an album without one', () => {
    expect(storyJsonLd(story('en'), null, album)).not.toHaveProperty('contentLocation');
  });
});

const trail = (route: Parameters<typeof breadcrumbJsonLd>[0], locale: 'en' | 'pt') =>
  breadcrumbJsonLd(route, locale)?.itemListElement;

describe('breadcrumbJsonLd', () => {
  it('has none on the home page', () => {
    expect(breadcrumbJsonLd('home', 'en')).toBeNull();
  });

  it.each(['en', 'pt'] as const)(
    'puts a page of the stories submenu under stories, which leads to the weddings (%s)',
    (locale) => {
      expect(trail('couples', locale)).toMatchObject([
        { position: 1, name: metaMessages[locale].home.title },
        { position: 2, name: menuLabel('stories', locale), item: getSite().url + hrefFor('weddings', locale) },
        { position: 3, name: metaMessages[locale].couples.title },
      ]);
    },
  );

  it('puts a page of the info submenu, whose label leads nowhere, right under home', () => {
    expect(trail('faq', 'en')).toMatchObject([
      { position: 1, name: metaMessages.en.home.title },
      { position: 2, name: metaMessages.en.faq.title },
    ]);
  });
});

describe('businessJsonLd', () => {
  it('serves the region of her settings file, read here from the file itself', () => {
    const { region } = yaml.load(
      readFileSync(path.join(__dirname, '..', 'content', 'settings', 'site.yml'), 'utf8'),
    ) as { region: string };
    const [area, country] = region.split(/,\s*/);
    const { areaServed, address } = businessJsonLd('en') as unknown as Record<string, Record<string, unknown>>;
    expect(areaServed).toEqual({
      '@type': 'AdministrativeArea',
      name: area,
      containedInPlace: { '@type': 'Country', name: country },
    });
    expect(address).toMatchObject({ addressRegion: area });
  });

  it('follows a region she changes, in both languages', () => {
    for (const locale of ['en', 'pt'] as const) {
      const { areaServed, address } = businessJsonLd(locale, 'Costa Vicentina, Portugal') as unknown as Record<
        string,
        Record<string, unknown>
      >;
      expect(areaServed).toMatchObject({ name: 'Costa Vicentina', containedInPlace: { name: 'Portugal' } });
      expect(address).toMatchObject({ addressRegion: 'Costa Vicentina' });
    }
  });
});

describe('areaOf', () => {
  it.each([
    ['Algarve, Portugal', { area: 'Algarve', country: 'Portugal' }],
    ['Lagos, Algarve, Portugal', { area: 'Lagos, Algarve', country: 'Portugal' }],
    ['Lisboa', { area: 'Lisboa' }],
    [' Madeira ,', { area: 'Madeira' }],
  ])('reads %j as %j', (region, expected) => {
    expect(areaOf(region)).toEqual(expected);
  });
});

describe('photographerJsonLd', () => {
  it('states the photographer as a person of her settings, working for her business', () => {
    const site = getSite();
    expect(photographerJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${site.url}/#photographer`,
      name: site.photographer,
      jobTitle: 'Photographer',
      email: site.email,
      url: site.url,
      sameAs: [site.instagram.url, site.facebook.url],
      worksFor: { '@id': `${site.url}/#business` },
    });
  });
});

describe('faqJsonLd', () => {
  it('gives each question its answer as plain text, the links’ words kept and paragraphs apart', () => {
    const items = [
      {
        question: 'Do you travel?',
        answer: [['Yes, see ', { text: 'the questions', route: 'faq' as const }, '.'], ['Anywhere in Portugal.']],
      },
      { question: 'How do I book?', answer: [[{ text: 'Write to me', email: true as const }]] },
    ];
    expect(faqJsonLd(items, 'pt')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'pt-PT',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you travel?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, see the questions.\n\nAnywhere in Portugal.' },
        },
        { '@type': 'Question', name: 'How do I book?', acceptedAnswer: { '@type': 'Answer', text: 'Write to me' } },
      ],
    });
  });
});

describe('imageGalleryJsonLd', () => {
  it('describes a portfolio page: its title, page and language, its author, and every photo of its albums', () => {
    const second: GalleryAlbum = { ...album, id: 'ana-joao', first: false, photos: photos.slice(0, 1) };
    expect(imageGalleryJsonLd('couples', 'pt', [album, second])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: metaMessages.pt.couples.title,
      description: metaMessages.pt.couples.description,
      url: absolute(hrefFor('couples', 'pt')),
      inLanguage: 'pt-PT',
      author: photographer,
      copyrightHolder: photographer,
      copyrightNotice: `© ${getSite().photographer}`,
      creditText: getSite().photographer,
      image: [...photos, photos[0]!].map((photo) => ({
        '@type': 'ImageObject',
        contentUrl: absolute(jpegFile(photo)),
        caption: photo.alt,
      })),
    });
  });
});
