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
import { PAGE_PHOTOS_WHERE, type PagePhotoChoices } from '@/content/page-photo-choices';
import { albumsOfEachKind } from '@/lib/albums/gallery';
import type { Album } from '@/lib/albums/schema';
import type { DemoAlbum } from '@/lib/going-live/demo';
import type { Blocker } from '@/lib/going-live/readiness';

/** The command, as she types it again after a refusal. */
const OWN_WORK_COMMAND = 'npm run own-work';

/** The most photos the slideshow is given when it is filled with her albums’ covers: the demo’s eight. */
const SLIDESHOW_MOST = 8;

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

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The refusal while a gallery has no album of hers: nothing is changed, and she is told what to add. */
export function missingGalleriesRefusal(missing: readonly GalleryRouteKey[]): string[] {
  const names = missing.map((gallery) => galleryNames[gallery]);
  return [
    `✗ ${list(names)} ${missing.length === 1 ? 'has' : 'have'} no album of yours yet. Every gallery of the menu needs one before the demo’s albums go, or its page would be empty.`,
    `✗ Add ${missing.length === 1 ? 'one' : 'one of each'} in the editor (Albums → New, kind ${list(missing.map((gallery) => kindNames[gallery]))}), bring it to this computer (git pull), then run ${OWN_WORK_COMMAND} again.`,
    '  Nothing was changed.',
  ];
}

export function planOwnWork<T>(input: OwnWorkInput<T>): OwnWorkPlan<T> {
  if (input.albumProblems.length > 0 || input.pagePhotos.choices === undefined) {
    return {
      refused: true,
      lines: [
        ...[...input.albumProblems, ...input.pagePhotos.problems].map((problem) => `✗ ${problem}`),
        `  Fix ${input.albumProblems.length + input.pagePhotos.problems.length === 1 ? 'it' : 'these'} first (the site cannot be built until then), then run ${OWN_WORK_COMMAND} again. Nothing was changed.`,
      ],
    };
  }
  const demo = new Map(input.demo.map((album) => [album.album, album]));
  const hers = input.albums.filter((album) => !demo.has(album.slug));
  const byKind = albumsOfEachKind(hers);
  const missing = galleryRoutes.filter((gallery) => byKind[gallery].length === 0);
  if (missing.length > 0) return { refused: true, lines: missingGalleriesRefusal(missing) };

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
      `✓ Removed the ${unmoved.length === 1 ? 'old address' : `${unmoved.length} old addresses`} that led to the demo’s albums: ${list(unmoved)}.`,
    );

  // Every photo a page shows is one of her albums' photos: any other is chosen again from them.
  const herPhotos = new Set(hers.flatMap((album) => album.photos.map((photo) => `${album.slug}/${photo.file}`)));
  const cover = (album: Album) => `${album.slug}/${album.cover}`;
  const firstOf = (gallery: GalleryRouteKey) => byKind[gallery][0]!;
  const current = input.pagePhotos.choices;
  const keptSlides = current.slideshow.filter((photo) => herPhotos.has(photo));
  const covers = galleryRoutes.flatMap((gallery) => byKind[gallery].map(cover));
  const slideshow =
    keptSlides.length === current.slideshow.length || keptSlides.length >= 2
      ? keptSlides
      : [...new Set([...keptSlides, ...covers])].slice(0, SLIDESHOW_MOST);
  const portfolio = Object.fromEntries(
    galleryRoutes.map((gallery) => {
      const photo = current.portfolio[gallery];
      return [gallery, herPhotos.has(photo) ? photo : cover(firstOf(gallery))];
    }),
  ) as PagePhotoChoices['portfolio'];
  const portrait = herPhotos.has(current.portrait) ? current.portrait : cover(firstOf('weddings'));
  const chosen: PagePhotoChoices = { slideshow, portfolio, portrait };

  if (slideshow.join('\n') !== current.slideshow.join('\n'))
    done.push(
      keptSlides.length === slideshow.length
        ? `✓ Home page slideshow: the demo’s photos taken out, your ${slideshow.length} kept.`
        : `✓ Home page slideshow: your albums’ covers (${slideshow.length} photos), ${list(slideshow)}.`,
    );
  const tiles = galleryRoutes.filter((gallery) => portfolio[gallery] !== current.portfolio[gallery]);
  if (tiles.length > 0)
    done.push(
      `✓ Home page portfolio tiles: ${tiles.map((gallery) => `${galleryNames[gallery]} shows ${portfolio[gallery]}`).join(', ')} (the cover of your first album there).`,
    );
  if (portrait !== current.portrait)
    done.push(
      `✓ About page photo: ${portrait}, the cover of “${firstOf('weddings').title.en}”. A photo of you suits it best: choose one in ${PAGE_PHOTOS_WHERE}.`,
    );
  const pagesChanged =
    slideshow.join('\n') !== current.slideshow.join('\n') || tiles.length > 0 || portrait !== current.portrait;

  const herSlugs = new Set(hers.map((album) => album.slug));
  const sharingAlbum =
    input.sharingAlbum !== undefined && herSlugs.has(input.sharingAlbum) ? undefined : firstOf('weddings').slug;
  if (sharingAlbum !== undefined)
    done.push(
      `✓ Sharing image: the cover of “${firstOf('weddings').title.en}” now stands for your site on WhatsApp, Facebook and the like (Settings → Sharing image).`,
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
  }

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
