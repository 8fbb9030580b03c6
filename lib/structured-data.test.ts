import { metaMessages } from '@/content/dictionaries/meta';
import { shellMessages } from '@/content/dictionaries/shell';
import { site } from '@/content/site';
import { hrefFor } from './routing';
import { breadcrumbJsonLd } from './structured-data';

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
        { position: 2, name: shellMessages[locale].nav.stories, item: site.url + hrefFor('weddings', locale) },
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
