/** @jest-environment node */
import type { PagePhotoChoices } from '@/content/page-photo-choices';
import type { Album } from '@/lib/albums/schema';
import type { DemoAlbum } from '@/lib/going-live/demo';
import type { Blocker } from '@/lib/going-live/readiness';
import { changesAnything, checklist, planOwnWork, type OwnWorkInput } from './plan';

/** An album as the site reads it: only what the plan looks at is varied. */
function album(slug: string, category: Album['category'], files: string[], cover: string, position = 1): Album {
  return {
    slug,
    category,
    position,
    month: { year: 2025, month: 6 },
    title: { en: slug, pt: slug },
    heading: { en: slug, pt: slug },
    place: null,
    summary: { en: '', pt: '' },
    story: { en: '', pt: '' },
    photos: files.map((file) => ({ file, alt: { en: file, pt: file } })),
    cover,
    credits: [],
  };
}

type Testimonial = { couple: string; venue: string };
const demoTestimonial: Testimonial = { couple: 'Ana & João', venue: 'Herdade da Vinha Velha' };
const herTestimonial: Testimonial = { couple: 'Rita & Nuno', venue: 'Quinta da Luz' };

const demoChoices: PagePhotoChoices = {
  slideshow: ['ana-joao/demo-01.jpg', 'leonor-miguel/demo-02.jpg'],
  portfolio: {
    weddings: 'ana-joao/demo-01.jpg',
    couples: 'leonor-miguel/demo-02.jpg',
    family: 'carvalho-family/demo-03.jpg',
  },
  portrait: 'ana-joao/demo-04.jpg',
};

const demo: DemoAlbum[] = [
  { album: 'ana-joao', title: 'Ana & João', painted: 4, photos: 4, removable: true },
  { album: 'leonor-miguel', title: 'Leonor & Miguel', painted: 2, photos: 2, removable: true },
  { album: 'carvalho-family', title: 'The Carvalho family', painted: 3, photos: 3, removable: true },
];

const demoAlbums = [
  album('ana-joao', 'weddings', ['demo-01.jpg', 'demo-02.jpg', 'demo-03.jpg', 'demo-04.jpg'], 'demo-01.jpg'),
  album('leonor-miguel', 'couples', ['demo-01.jpg', 'demo-02.jpg'], 'demo-02.jpg'),
  album('carvalho-family', 'family', ['demo-01.jpg', 'demo-02.jpg', 'demo-03.jpg'], 'demo-03.jpg'),
];

const hers = [
  album('rita-nuno', 'weddings', ['IMG_1001.webp', 'IMG_1002.webp'], 'IMG_1002.webp'),
  album('joana-rui', 'couples', ['IMG_2001.webp', 'IMG_2002.webp'], 'IMG_2001.webp'),
  album('familia-lopes', 'family', ['IMG_3001.webp'], 'IMG_3001.webp'),
];

function input(change: Partial<OwnWorkInput<Testimonial>> = {}): OwnWorkInput<Testimonial> {
  return {
    albums: [...demoAlbums, ...hers],
    albumProblems: [],
    demo,
    pagePhotos: { choices: demoChoices, problems: [] },
    sharingAlbum: 'ana-joao',
    testimonials: [demoTestimonial, herTestimonial],
    isDemoTestimonial: (testimonial) => testimonial.couple === demoTestimonial.couple,
    ...change,
  };
}

describe('planOwnWork', () => {
  it('removes every demo album and points the pages and the sharing image at the covers of her albums', () => {
    const plan = planOwnWork(input());
    expect(plan).toMatchObject({
      refused: false,
      remove: ['ana-joao', 'leonor-miguel', 'carvalho-family'],
      pagePhotos: {
        slideshow: ['rita-nuno/IMG_1002.webp', 'joana-rui/IMG_2001.webp', 'familia-lopes/IMG_3001.webp'],
        portfolio: {
          weddings: 'rita-nuno/IMG_1002.webp',
          couples: 'joana-rui/IMG_2001.webp',
          family: 'familia-lopes/IMG_3001.webp',
        },
        portrait: 'rita-nuno/IMG_1002.webp',
      },
      sharingAlbum: 'rita-nuno',
      testimonials: [herTestimonial],
    });
  });

  it('takes the tile’s photo from the album her gallery shows first (position 1), not the first folder read', () => {
    const second = album('bea-duarte', 'weddings', ['IMG_4001.webp'], 'IMG_4001.webp', 2);
    const plan = planOwnWork(input({ albums: [second, ...demoAlbums, ...hers] }));
    expect(plan).toMatchObject({ pagePhotos: { portfolio: { weddings: 'rita-nuno/IMG_1002.webp' } } });
  });

  it('keeps each photo she already chose from her albums, and the slideshow’s own photos once two are hers', () => {
    const choices: PagePhotoChoices = {
      ...demoChoices,
      slideshow: ['rita-nuno/IMG_1001.webp', 'ana-joao/demo-01.jpg', 'joana-rui/IMG_2002.webp'],
      portfolio: { ...demoChoices.portfolio, couples: 'joana-rui/IMG_2002.webp' },
    };
    const plan = planOwnWork(input({ pagePhotos: { choices, problems: [] } }));
    expect(plan).toMatchObject({
      pagePhotos: {
        slideshow: ['rita-nuno/IMG_1001.webp', 'joana-rui/IMG_2002.webp'],
        portfolio: { couples: 'joana-rui/IMG_2002.webp', family: 'familia-lopes/IMG_3001.webp' },
      },
    });
  });

  it('keeps one photo of hers in the slideshow beside the demo’s, and adds her covers to it: one alone is too few', () => {
    const choices: PagePhotoChoices = {
      ...demoChoices,
      slideshow: ['joana-rui/IMG_2002.webp', 'ana-joao/demo-01.jpg'],
    };
    const plan = planOwnWork(input({ pagePhotos: { choices, problems: [] } }));
    expect(plan).toMatchObject({
      refused: false,
      pagePhotos: {
        slideshow: [
          'joana-rui/IMG_2002.webp',
          'rita-nuno/IMG_1002.webp',
          'joana-rui/IMG_2001.webp',
          'familia-lopes/IMG_3001.webp',
        ],
      },
    });
  });

  it('fills the slideshow with the covers of at most eight of her albums, weddings first', () => {
    const weddings = Array.from({ length: 9 }, (_, index) =>
      album(`wedding-${index + 1}`, 'weddings', ['IMG_1.webp'], 'IMG_1.webp', index + 1),
    );
    const plan = planOwnWork(input({ albums: [...demoAlbums, ...hers, ...weddings] }));
    if (plan.refused) throw new Error('refused');
    expect(plan.pagePhotos?.slideshow).toEqual([
      'rita-nuno/IMG_1002.webp',
      ...weddings.slice(0, 7).map((wedding) => `${wedding.slug}/IMG_1.webp`),
    ]);
  });

  it('keeps a demo album that cannot go (it holds photos of hers beside the painted ones)', () => {
    const mixed = { ...demo[0]!, photos: 5, removable: false };
    const plan = planOwnWork(input({ demo: [mixed, demo[1]!, demo[2]!] }));
    expect(plan.refused).toBe(false);
    if (plan.refused) return;
    expect(plan.remove).toEqual(['leonor-miguel', 'carvalho-family']);
  });

  it('takes out the old addresses that led to the demo albums it removes, and only those', () => {
    const movedPages = {
      '/stories/couples/1-costa-vicentina': '/stories/couples/leonor-miguel',
      '/stories/family/1-ria-formosa': '/stories/family/carvalho-family',
      // The wrong gallery for the album, a kept demo album, and one of hers: all three stay.
      '/stories/weddings/old-leonor': '/stories/weddings/leonor-miguel',
      '/stories/weddings/1-ana': '/stories/weddings/ana-joao',
      '/stories/weddings/old-rita': '/stories/weddings/rita-nuno',
    };
    const mixed = { ...demo[0]!, photos: 5, removable: false };
    const plan = planOwnWork(input({ demo: [mixed, demo[1]!, demo[2]!], movedPages }));
    expect(plan.refused).toBe(false);
    if (plan.refused) return;
    expect(plan.unmoved).toEqual(['/stories/couples/1-costa-vicentina', '/stories/family/1-ria-formosa']);
    expect(plan.done).toContain('✓ Took out the demo’s 2 old web addresses, which led to its albums.');
    expect(
      changesAnything({ ...plan, remove: [], pagePhotos: undefined, sharingAlbum: undefined, testimonials: undefined }),
    ).toBe(true);
  });

  it('with one wedding of hers and no couple or family album: takes the demo away, and the couples and family tiles with it', () => {
    const plan = planOwnWork(input({ albums: [...demoAlbums, hers[0]!] }));
    expect(plan).toMatchObject({
      refused: false,
      remove: ['ana-joao', 'leonor-miguel', 'carvalho-family'],
      pagePhotos: {
        // Her one cover is too few for a slideshow: her album's photos follow it, in its order.
        slideshow: ['rita-nuno/IMG_1002.webp', 'rita-nuno/IMG_1001.webp'],
        portfolio: { weddings: 'rita-nuno/IMG_1002.webp' },
        portrait: 'rita-nuno/IMG_1002.webp',
      },
      sharingAlbum: 'rita-nuno',
    });
    if (plan.refused) return;
    expect(Object.keys(plan.pagePhotos!.portfolio)).toEqual(['weddings']);
    expect(plan.done).toEqual(
      expect.arrayContaining([
        '✓ Couples and Family have no album now: your site leaves them out of its menu and home page until you add one (Albums → New, kind Couple or Family).',
        '✓ Home page slideshow: the cover and photos of “rita-nuno” (2 photos), rita-nuno/IMG_1002.webp and rita-nuno/IMG_1001.webp.',
        '✓ Home page portfolio tiles: Weddings shows rita-nuno/IMG_1002.webp (the cover of your first album there).',
        '✓ Home page portfolio tiles: the photo chosen for Couples and Family taken out, as a gallery without an album has no tile.',
      ]),
    );
  });

  it('with a couple of hers alone: her couple’s cover stands for the site, on the about page and when it is shared', () => {
    const plan = planOwnWork(input({ albums: [...demoAlbums, hers[1]!] }));
    expect(plan).toMatchObject({
      pagePhotos: { portfolio: { couples: 'joana-rui/IMG_2001.webp' }, portrait: 'joana-rui/IMG_2001.webp' },
      sharingAlbum: 'joana-rui',
    });
    if (plan.refused) return;
    expect(plan.done).toContain(
      '✓ Weddings and Family have no album now: your site leaves them out of its menu and home page until you add one (Albums → New, kind Wedding or Family).',
    );
  });

  it('keeps a gallery whose demo album stays (it holds photos of hers), its tile left to show that album’s cover', () => {
    const mixed = { ...demo[1]!, photos: 3, removable: false };
    const plan = planOwnWork(input({ albums: [...demoAlbums, hers[0]!], demo: [demo[0]!, mixed, demo[2]!] }));
    expect(plan).toMatchObject({ remove: ['ana-joao', 'carvalho-family'] });
    if (plan.refused) return;
    expect(plan.pagePhotos?.portfolio).toEqual({ weddings: 'rita-nuno/IMG_1002.webp' });
    expect(plan.done).toEqual(
      expect.arrayContaining([
        '✓ Family has no album now: your site leaves it out of its menu and home page until you add one (Albums → New, kind Family).',
        '✓ Home page portfolio tiles: Couples left empty, showing the cover of the first album there.',
      ]),
    );
  });

  it('drops the tile of a gallery left without an album, even one showing a photo of hers', () => {
    const choices: PagePhotoChoices = {
      ...demoChoices,
      portfolio: { ...demoChoices.portfolio, couples: 'rita-nuno/IMG_1001.webp' },
    };
    const plan = planOwnWork(input({ albums: [...demoAlbums, hers[0]!], pagePhotos: { choices, problems: [] } }));
    if (plan.refused) throw new Error('refused');
    expect(plan.pagePhotos?.portfolio).toEqual({ weddings: 'rita-nuno/IMG_1002.webp' });
  });

  it('leaves a tile she left empty as it is', () => {
    const choices: PagePhotoChoices = { ...demoChoices, portfolio: { weddings: demoChoices.portfolio.weddings } };
    const plan = planOwnWork(input({ pagePhotos: { choices, problems: [] } }));
    expect(plan).toMatchObject({ pagePhotos: { portfolio: { weddings: 'rita-nuno/IMG_1002.webp' } } });
    if (plan.refused) return;
    expect(Object.keys(plan.pagePhotos!.portfolio)).toEqual(['weddings']);
  });

  it('fills the slideshow with at most eight photos of her one album, its cover first', () => {
    const files = Array.from({ length: 12 }, (_, index) => `IMG_${index + 1}.webp`);
    const plan = planOwnWork(input({ albums: [...demoAlbums, album('bea-duarte', 'couples', files, 'IMG_5.webp')] }));
    if (plan.refused) throw new Error('refused');
    expect(plan.pagePhotos?.slideshow).toEqual(
      [
        'IMG_5.webp',
        'IMG_1.webp',
        'IMG_2.webp',
        'IMG_3.webp',
        'IMG_4.webp',
        'IMG_6.webp',
        'IMG_7.webp',
        'IMG_8.webp',
      ].map((file) => `bea-duarte/${file}`),
    );
  });

  it('refuses, changing nothing, while her one album holds too few photos for the slideshow', () => {
    const plan = planOwnWork(
      input({ albums: [...demoAlbums, album('bea-duarte', 'weddings', ['IMG_1.webp'], 'IMG_1.webp')] }),
    );
    expect(plan).toEqual({
      refused: true,
      lines: [
        '✗ Your album “bea-duarte” holds one photo, and the home page’s slideshow needs 2 of yours: add photos to it (or another album) in the editor, publish them, then take the demo away again.',
        '  Nothing was changed.',
      ],
    });
  });

  it('refuses, changing nothing, while she has no album of her own (the site would have no gallery)', () => {
    expect(planOwnWork(input({ albums: demoAlbums }))).toEqual({
      refused: true,
      lines: [
        '✗ You have no album of your own yet: without the demo’s albums, your site would have no gallery to show.',
        '✗ Add one in the editor (Albums → New: a wedding, a couple or a family), publish it, then take the demo away again.',
        '  Nothing was changed.',
      ],
    });
  });

  it('says every album of hers still shows a demo photo when each one she has does', () => {
    const mixed = { ...demo[0]!, photos: 5, removable: false };
    const plan = planOwnWork(input({ albums: demoAlbums, demo: [mixed, demo[1]!, demo[2]!] }));
    expect(plan).toMatchObject({
      refused: true,
      lines: [
        '✗ Every album of yours still shows a demo photo, and taking the demo away needs one that does not: without the demo’s albums, your site would have no gallery to show.',
        expect.any(String),
        '  Nothing was changed.',
      ],
    });
  });

  it('refuses while an album cannot be read, naming its problem', () => {
    const problem =
      'Album rita-nuno: the Portuguese story is empty (content/albums/rita-nuno/index.pt.md). Write the story.';
    const plan = planOwnWork(input({ albumProblems: [problem] }));
    expect(plan).toEqual({
      refused: true,
      lines: [
        `✗ ${problem}`,
        '✗ Fix it first (the site cannot be built until then), then take the demo away again.',
        '  Nothing was changed.',
      ],
    });
  });

  it('keeps the demo’s testimonials while she has none of her own (the page cannot be empty)', () => {
    const plan = planOwnWork(input({ testimonials: [demoTestimonial] }));
    expect(plan).not.toHaveProperty('testimonials');
    if (plan.refused) throw new Error('refused');
    expect(plan.done.filter((line) => line.includes('testimonial'))).toEqual([
      '✓ Kept the demo’s testimonial: you have none of your own yet, and your Testimonials page cannot be empty. It goes once you add one of yours (Testimonials, in the editor) and take the demo away again.',
    ]);
  });

  it('changes nothing on a second run with one gallery of hers', () => {
    const first = planOwnWork(input({ albums: [...demoAlbums, hers[0]!] }));
    if (first.refused) throw new Error('refused');
    const second = planOwnWork(
      input({
        albums: [hers[0]!],
        demo: [],
        pagePhotos: { choices: first.pagePhotos, problems: [] },
        sharingAlbum: first.sharingAlbum,
        testimonials: first.testimonials,
      }),
    );
    expect(changesAnything(second)).toBe(false);
  });

  it('changes nothing on a second run', () => {
    const first = planOwnWork(input());
    if (first.refused) throw new Error('refused');
    const second = planOwnWork(
      input({
        albums: hers,
        demo: [],
        pagePhotos: { choices: first.pagePhotos, problems: [] },
        sharingAlbum: first.sharingAlbum,
        testimonials: first.testimonials,
      }),
    );
    expect(changesAnything(first)).toBe(true);
    expect(changesAnything(second)).toBe(false);
    expect(checklist(second, [])).toEqual(['✓ Nothing to change: this step has already done all it can.']);
  });
});

describe('checklist', () => {
  it('lists what was done, then what check:live still names in its own words, then how to send it', () => {
    const left: Blocker[] = [
      {
        what: 'Your name is still the demo’s, Marta Example',
        fix: { by: 'editor', place: { collection: 'settings', entry: 'site' } },
        words:
          'Your name is still the demo’s, Marta Example: change it in the editor (Settings → Your details and prices).',
      },
    ];
    const lines = checklist(planOwnWork(input()), left);
    expect(lines[0]).toBe('✓ Removed the 3 demo albums: “Ana & João”, “Leonor & Miguel” and “The Carvalho family”.');
    expect(lines).toContain('✓ Removed the demo’s testimonial; yours stays.');
    expect(lines.filter((line) => line.startsWith('✗'))).toEqual([
      '✗ Your name is still the demo’s, Marta Example: change it in the editor (Settings → Your details and prices).',
    ]);
    expect(lines.at(-1)).toBe(
      'Look at your site with npm start, then send it (git add content firebase.json && git commit -m "Start with my own work" && git push).',
    );
  });
});
