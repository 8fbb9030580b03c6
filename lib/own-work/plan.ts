/**
 * What `npm run own-work` does to a checkout holding the demo and her albums, decided without
 * touching a file: which demo albums go, which photos her pages show instead, which album stands
 * for the site when it is shared, which testimonials stay, and the checklist she reads. Pure; the
 * script (scripts/own-work.ts) reads the files, hands them here and writes what this returns.
 *
 * What is demo, and which demo album can go, is what `npm run check:live` reads
 * (lib/going-live/): an album showing a painted demo photo, a testimonial by the demo’s couple and
 * venue.
 */
import { galleryRoutes, routes, type GalleryRouteKey } from '@/content/routes';
import { z } from 'zod';
import { PAGE_PHOTOS_WHERE, pagePhotoChoices, type PagePhotoChoices } from '@/content/page-photo-choices';
import { albumsOfEachKind, galleriesWithAlbums } from '@/lib/albums/gallery';
import type { Album } from '@/lib/albums/schema';
import type { DemoAlbum } from '@/lib/going-live/demo';
import { noAlbumOfHers, type Blocker } from '@/lib/going-live/readiness';
import { dataCollections, whereOf } from '@/content/collections';

/** The most photos the slideshow is given when it is filled with her albums’ photos: the demo’s eight. */
const SLIDESHOW_MOST = 8;

/** The fewest photos the slideshow takes (content/page-photo-choices.ts). */
const SLIDESHOW_FEWEST = z.toJSONSchema(pagePhotoChoices.shape.slideshow).minItems ?? 1;

/** Each gallery as its menu entry names it. */
const galleryNames: Record<GalleryRouteKey, string> = { weddings: 'Weddings', couples: 'Couples', family: 'Family' };

/** The editor's kind for an album of each gallery (Albums → New → Kind). */
const kindNames: Record<GalleryRouteKey, string> = { weddings: 'Wedding', couples: 'Couple', family: 'Family' };

export type OwnWorkInput<T> = {
  /** The albums that could be read (lib/albums/read.ts), and the problems of those that could not. */
  albums: readonly Album[];
  albumProblems: readonly string[];
  /** The albums check:live calls demo, each saying whether it can go (lib/going-live/demo.ts's demoAlbums). */
  demo: readonly DemoAlbum[];
  /** The pages' photos as read, or the problems of their file. */
  pagePhotos: { choices?: PagePhotoChoices; problems: readonly string[] };
  /** The album content/settings/sharing.yml names, when it can be read. */
  sharingAlbum: string | undefined;
  /** The testimonials as written (content/testimonials.yml). */
  testimonials: readonly T[];
  /** Whether a testimonial is the demo’s (lib/going-live/demo.ts's isDemoTestimonial). */
  isDemoTestimonial: (testimonial: T) => boolean;
  /** The old addresses of content/routes.ts's movedPages, each with the address it leads to. */
  movedPages?: Readonly<Record<string, string>>;
};

export type OwnWorkPlan<T> =
  | { refused: true; lines: string[] }
  | {
      refused: false;
      /** The demo albums' folders to delete. */
      remove: string[];
      /** What to write, each only when it changes. */
      pagePhotos?: PagePhotoChoices;
      sharingAlbum?: string;
      testimonials?: T[];
      /** The old addresses to take out of content/routes.ts's movedPages. */
      unmoved?: string[];
      /** ✓ lines of what it did. */
      done: string[];
    };

const list = (words: readonly string[], last = 'and') =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;

/** The last line of every refusal: a fact, not a thing to do (unmarked, where the things to do are ✗). */
export const NOTHING_CHANGED = '  Nothing was changed.';

/**
 * The refusal while she has no album of her own (the going-live list's words for it): without the
 * demo's, the site would show no gallery at all. Nothing is changed, and she is told what to add.
 */
const noAlbumOfHersRefusal = (demo: readonly DemoAlbum[]) => [
  `✗ ${noAlbumOfHers(demo)}: without the demo’s albums, your site would have no gallery to show.`,
  '✗ Add one in the editor (Albums → New: a wedding, a couple or a family), publish it, then take the demo away again.',
  NOTHING_CHANGED,
];

export function planOwnWork<T>(input: OwnWorkInput<T>): OwnWorkPlan<T> {
  if (input.albumProblems.length > 0 || input.pagePhotos.choices === undefined) {
    return {
      refused: true,
      lines: [
        ...[...input.albumProblems, ...input.pagePhotos.problems].map((problem) => `✗ ${problem}`),
        `✗ Fix ${input.albumProblems.length + input.pagePhotos.problems.length === 1 ? 'it' : 'these'} first (the site cannot be built until then), then take the demo away again.`,
        NOTHING_CHANGED,
      ],
    };
  }
  const demo = new Map(input.demo.map((album) => [album.album, album]));
  const hers = input.albums.filter((album) => !demo.has(album.slug));
  if (hers.length === 0) return { refused: true, lines: noAlbumOfHersRefusal(input.demo) };
  const byKind = albumsOfEachKind(hers);

  const done: string[] = [];

  // An album goes only when all it shows, and all its folder holds, is the demo’s; the check's
  // list names the others, for her to take their demo photos out.
  const remove = input.demo.filter((album) => album.removable).map((album) => album.album);
  if (remove.length > 0) {
    const titles = remove.map((slug) => `“${demo.get(slug)!.title}”`);
    done.push(`✓ Removed the ${remove.length === 1 ? 'demo album' : `${remove.length} demo albums`}: ${list(titles)}.`);
  }

  // An old address that led to a demo album going now would lead to the error page: it goes too.
  const goneStories = new Set(
    input.albums
      .filter((album) => remove.includes(album.slug))
      .map((album) => `${routes[album.category].path}/${album.slug}`),
  );
  const unmoved = Object.entries(input.movedPages ?? {})
    .filter(([, to]) => goneStories.has(to))
    .map(([from]) => from);
  if (unmoved.length > 0)
    done.push(
      unmoved.length === 1
        ? '✓ Took out the demo’s old web address, which led to one of its albums.'
        : `✓ Took out the demo’s ${unmoved.length} old web addresses, which led to its albums.`,
    );

  // A gallery left without an album leaves the menu and the home page (galleriesWithAlbums).
  const shownBefore = galleriesWithAlbums(albumsOfEachKind(input.albums));
  const shownAfter = galleriesWithAlbums(
    albumsOfEachKind(input.albums.filter((album) => !remove.includes(album.slug))),
  );
  const hidden = shownBefore.filter((gallery) => !shownAfter.includes(gallery));
  if (hidden.length > 0)
    done.push(
      `✓ ${list(hidden.map((gallery) => galleryNames[gallery]))} ${hidden.length === 1 ? 'has' : 'have'} no album now: your site leaves ${hidden.length === 1 ? 'it' : 'them'} out of its menu and home page until you add one (Albums → New, kind ${list(
        hidden.map((gallery) => kindNames[gallery]),
        'or',
      )}).`,
    );

  // Every photo a page shows is one of her albums' photos: any other is chosen again from them.
  const herPhotos = new Set(hers.flatMap((album) => album.photos.map((photo) => `${album.slug}/${photo.file}`)));
  const cover = (album: Album) => `${album.slug}/${album.cover}`;
  // Her first album, in the menu's order of galleries (a wedding while she has one).
  const first = byKind[galleriesWithAlbums(byKind)[0]!][0]!;
  const current = input.pagePhotos.choices;
  const keptSlides = current.slideshow.filter((photo) => herPhotos.has(photo));
  const covers = galleryRoutes.flatMap((gallery) => byKind[gallery].map(cover));
  // With one album of hers, its cover alone is too few: its next photos, in its order, join it.
  const herPhotosInOrder = galleryRoutes.flatMap((gallery) =>
    byKind[gallery].flatMap((album) => [cover(album), ...album.photos.map((photo) => `${album.slug}/${photo.file}`)]),
  );
  const slideshow =
    keptSlides.length === current.slideshow.length || keptSlides.length >= SLIDESHOW_FEWEST
      ? keptSlides
      : [...new Set([...keptSlides, ...covers, ...(covers.length < SLIDESHOW_FEWEST ? herPhotosInOrder : [])])].slice(
          0,
          SLIDESHOW_MOST,
        );
  if (slideshow.length < SLIDESHOW_FEWEST)
    return {
      refused: true,
      lines: [
        `✗ Your album “${first.title.en}” holds ${slideshow.length === 1 ? 'one photo' : `${slideshow.length} photos`}, and the home page’s slideshow needs ${SLIDESHOW_FEWEST} of yours: add photos to it (or another album) in the editor, publish them, then take the demo away again.`,
        NOTHING_CHANGED,
      ],
    };
  // A tile left empty stays so (it shows its gallery's first cover); a chosen one shows her photo,
  // or the cover of her first album there; the tile of a gallery left without an album goes.
  const portfolio: PagePhotoChoices['portfolio'] = {};
  for (const gallery of shownAfter) {
    const photo = current.portfolio[gallery];
    if (photo === undefined) continue;
    const herFirst = byKind[gallery][0];
    if (herPhotos.has(photo)) portfolio[gallery] = photo;
    else if (herFirst) portfolio[gallery] = cover(herFirst);
  }
  const portrait = herPhotos.has(current.portrait) ? current.portrait : cover(first);
  const chosen: PagePhotoChoices = { slideshow, portfolio, portrait };

  if (slideshow.join('\n') !== current.slideshow.join('\n'))
    done.push(
      keptSlides.length === slideshow.length
        ? `✓ Home page slideshow: the demo’s photos taken out, your ${slideshow.length} kept.`
        : covers.length < SLIDESHOW_FEWEST
          ? `✓ Home page slideshow: the cover and photos of “${first.title.en}” (${slideshow.length} photos), ${list(slideshow)}.`
          : `✓ Home page slideshow: your albums’ covers (${slideshow.length} photos), ${list(slideshow)}.`,
    );
  const tiles = galleryRoutes.filter((gallery) => portfolio[gallery] !== current.portfolio[gallery]);
  const retiled = tiles.filter((gallery) => portfolio[gallery] !== undefined);
  if (retiled.length > 0)
    done.push(
      `✓ Home page portfolio tiles: ${retiled.map((gallery) => `${galleryNames[gallery]} shows ${portfolio[gallery]}`).join(', ')} (the cover of your first album there).`,
    );
  const emptied = tiles.filter((gallery) => portfolio[gallery] === undefined && shownAfter.includes(gallery));
  if (emptied.length > 0)
    done.push(
      `✓ Home page portfolio tiles: ${list(emptied.map((gallery) => galleryNames[gallery]))} left empty, showing the cover of the first album there.`,
    );
  const untiled = tiles.filter((gallery) => !shownAfter.includes(gallery));
  if (untiled.length > 0)
    done.push(
      `✓ Home page portfolio tiles: the photo chosen for ${list(untiled.map((gallery) => galleryNames[gallery]))} taken out, as a gallery without an album has no tile.`,
    );
  if (portrait !== current.portrait)
    done.push(
      `✓ About page photo: ${portrait}, the cover of “${first.title.en}”. A photo of you suits it best: choose one in ${PAGE_PHOTOS_WHERE}.`,
    );
  const pagesChanged =
    slideshow.join('\n') !== current.slideshow.join('\n') || tiles.length > 0 || portrait !== current.portrait;

  const herSlugs = new Set(hers.map((album) => album.slug));
  const sharingAlbum = input.sharingAlbum !== undefined && herSlugs.has(input.sharingAlbum) ? undefined : first.slug;
  if (sharingAlbum !== undefined)
    done.push(
      `✓ Sharing image: the cover of “${first.title.en}” now stands for your site on WhatsApp, Facebook and the like (${whereOf(dataCollections.sharing.editor)}).`,
    );

  // The testimonials page cannot be empty: the demo’s go once she has one of her own.
  const demoTestimonials = input.testimonials.filter(input.isDemoTestimonial);
  const ownTestimonials = input.testimonials.filter((testimonial) => !input.isDemoTestimonial(testimonial));
  let testimonials: T[] | undefined;
  if (demoTestimonials.length > 0 && ownTestimonials.length > 0) {
    testimonials = ownTestimonials;
    done.push(
      `✓ Removed the demo’s ${demoTestimonials.length === 1 ? 'testimonial' : `${demoTestimonials.length} testimonials`}; ${ownTestimonials.length === 1 ? 'yours stays' : `your ${ownTestimonials.length} stay`}.`,
    );
  } else if (demoTestimonials.length > 0)
    done.push(
      `✓ Kept the demo’s ${demoTestimonials.length === 1 ? 'testimonial' : `${demoTestimonials.length} testimonials`}: you have none of your own yet, and your Testimonials page cannot be empty. ${demoTestimonials.length === 1 ? 'It goes' : 'They go'} once you add one of yours (Testimonials, in the editor) and take the demo away again.`,
    );

  return {
    refused: false,
    remove,
    ...(pagesChanged ? { pagePhotos: chosen } : {}),
    ...(sharingAlbum !== undefined ? { sharingAlbum } : {}),
    ...(testimonials ? { testimonials } : {}),
    ...(unmoved.length > 0 ? { unmoved } : {}),
    done,
  };
}

/** Whether a plan changes any file. */
export const changesAnything = <T>(plan: OwnWorkPlan<T>): boolean =>
  !plan.refused &&
  (plan.remove.length > 0 ||
    plan.pagePhotos !== undefined ||
    plan.sharingAlbum !== undefined ||
    plan.testimonials !== undefined ||
    plan.unmoved !== undefined);

/**
 * The checklist she reads: what was done (✓), or that nothing needed changing, then what still
 * stops the site from going live (✗), in check:live's own words, and how to send it.
 */
export function checklist<T>(plan: OwnWorkPlan<T>, leftForLive: readonly Blocker[]): string[] {
  if (plan.refused) return plan.lines;
  const changed = changesAnything(plan);
  return [
    ...(changed ? plan.done : ['✓ Nothing to change: this step has already done all it can.']),
    ...leftForLive.map((blocker) => `✗ ${blocker.words}`),
    ...(changed
      ? [
          '',
          'Look at your site with npm start, then send it (git add content firebase.json && git commit -m "Start with my own work" && git push).',
        ]
      : []),
  ];
}
