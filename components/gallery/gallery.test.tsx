import { Profiler } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { galleryMessages } from '@/content/dictionaries/gallery';
import type { Locale } from '@/lib/i18n';
import { jpegFile } from '@/lib/photo-files';
import { fakeGalleryAlbum, fixtureAlbum } from '@/test-support/photos';
import { toViewerAlbum } from '@/lib/gallery/album-data';
import { photoLinkId } from '@/lib/gallery/photo-link';
import { ResponsivePhoto } from '@/components/ui/responsive-photo';
import { StepButton } from '@/components/ui/step-button';
import { AlbumGrid } from './album-grid';
import { Gallery } from './gallery';

/*
 * The gallery with its photo viewer. What every dialog of the site shares (Escape, focus kept
 * inside and given back, the page behind kept still, its name) is proven in a real browser for
 * all of them at once: e2e/dialogs.spec.ts.
 */

// Made-up albums: the photographer's own first and second weddings may have any number of photos.
const ana = fixtureAlbum({ album: 'ana-joao', count: 16 });
const emma = fixtureAlbum({ album: 'emma-james', count: 25 });

function Page({ locale = 'en' }: { locale?: Locale }) {
  const messages = galleryMessages[locale];
  const albums = [ana, emma].map((album, index) => fakeGalleryAlbum(album, locale, { index }));
  return (
    <main>
      <Gallery albums={albums.map(toViewerAlbum)} messages={messages}>
        {albums.map((album) => (
          <AlbumGrid key={album.id} album={album} eagerCount={3} closeLabel={messages.viewer.close} />
        ))}
      </Gallery>
    </main>
  );
}

const viewer = galleryMessages.en.viewer;
/** The viewer's 'photo 3 of 16' line, as the dictionary words it. */
const positionText = (current: number, total: number, words = viewer) =>
  words.position.replace('{current}', String(current)).replace('{total}', String(total));

/** An element as its tag name with its attributes sorted, and its children: the same markup whatever order it is written in. */
function shape(element: Element): string {
  const attributes = [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort();
  return `<${element.localName} ${attributes.join(' ')}>${[...element.children].map(shape).join('')}`;
}

const photoLink = (group: typeof emma, position: number) =>
  screen.getByRole('link', { name: group.photos[position - 1]!.alt.en });
const findDialog = () => screen.findByRole('dialog', { name: viewer.label });
const dialog = () => screen.getByRole('dialog', { name: viewer.label });
const shownAlt = () =>
  within(dialog())
    .getAllByRole('img')
    .find((img) => !img.closest('[aria-hidden="true"]'))
    ?.getAttribute('alt');

/** Frames held until `paint()`: what waits for the next paint runs only then. */
function holdFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let lastFrame = 0;
  const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++lastFrame, callback);
    return lastFrame;
  });
  const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  return {
    /** Runs the frames asked for so far, then the tasks they leave. */
    paint: async () => {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback(performance.now());
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    },
    restore: () => {
      request.mockRestore();
      cancel.mockRestore();
    },
  };
}

/** The gallery, a photo tapped and the viewer's first frame drawn, frames held. */
async function openDrawn(frames: ReturnType<typeof holdFrames>, link: () => HTMLElement) {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(link());
  await frames.paint();
  return user;
}

describe('the gallery’s photo viewer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/stories/weddings'));

  it('opens the clicked photo large in a modal dialog and says where it is', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(emma, 3));
    expect(await findDialog()).toHaveAttribute('open');
    expect(shownAlt()).toBe(emma.photos[2]!.alt.en);
    expect(within(dialog()).getByText(positionText(3, emma.photos.length))).toHaveAttribute('aria-live', 'polite');
  });

  it('steps with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(emma, 3));
    await findDialog();
    await user.click(screen.getByRole('button', { name: viewer.next }));
    expect(screen.getByText(positionText(4, emma.photos.length))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(positionText(5, emma.photos.length))).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.photos[4]!.alt.en);
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: viewer.previous }));
    expect(screen.getByText(positionText(3, emma.photos.length))).toBeInTheDocument();
  });

  it('wraps from the last photo to the first and back, within the album', async () => {
    const user = userEvent.setup();
    const last = emma.photos.length;
    render(<Page />);
    await user.click(photoLink(emma, last));
    await findDialog();
    await user.click(screen.getByRole('button', { name: viewer.next }));
    expect(screen.getByText(positionText(1, last))).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.photos[0]!.alt.en);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(positionText(last, last))).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.photos[last - 1]!.alt.en);
  });

  it('is modal: the page behind turns inert once the photo is on screen, and is given back as it was when it closes', async () => {
    const alreadyInert = document.body.appendChild(document.createElement('div'));
    alreadyInert.setAttribute('inert', '');
    try {
      const user = userEvent.setup();
      render(<Page />);
      await user.click(photoLink(emma, 3));
      expect(await findDialog()).toHaveAttribute('aria-modal', 'true');
      await waitFor(() => expect(photoLink(emma, 3).closest('[inert]')).not.toBeNull());
      expect(dialog().closest('[inert]')).toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect([...document.querySelectorAll('[inert]')].map((e) => e.outerHTML.slice(0, 80))).toEqual([
        alreadyInert.outerHTML,
      ]);
      expect(photoLink(emma, 3)).toHaveFocus();
    } finally {
      alreadyInert.remove();
    }
  });

  it('makes nothing inert in the tap that opens it, nor once it was closed before the next frame', async () => {
    const frames = holdFrames();
    try {
      const user = userEvent.setup();
      render(<Page />);
      const inertChanges: MutationRecord[] = [];
      const madeInert = new MutationObserver((records) => inertChanges.push(...records));
      madeInert.observe(document.body, { attributeFilter: ['inert'], subtree: true });
      await user.click(photoLink(emma, 3));
      expect(dialog()).toHaveAttribute('open');
      expect(document.querySelector('[inert]')).toBeNull();
      await user.keyboard('{Escape}');
      await frames.paint();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Not made inert and given back: never touched.
      expect([...inertChanges, ...madeInert.takeRecords()]).toEqual([]);
      madeInert.disconnect();
    } finally {
      frames.restore();
    }
  });

  it('closing hides it in the tap; the page and the focus come back in the frame after, the focus moving once', async () => {
    const frames = holdFrames();
    try {
      const user = await openDrawn(frames, () => photoLink(emma, 3));
      expect(photoLink(emma, 3).closest('[inert]')).not.toBeNull();
      const focused: Element[] = [];
      const onFocus = (event: FocusEvent) => focused.push(event.target as Element);
      document.addEventListener('focusin', onFocus);
      await user.keyboard('{Escape}');
      // Hidden at once (out of reach of a tap), the page still held and the focus still on Close.
      expect(dialog()).toHaveClass('closing');
      expect(photoLink(emma, 3).closest('[inert]')).not.toBeNull();
      expect(screen.getByRole('button', { name: viewer.close })).toHaveFocus();
      await frames.paint();
      document.removeEventListener('focusin', onFocus);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('[inert]')).toBeNull();
      expect(focused).toEqual([photoLink(emma, 3)]);
      expect(window.location.search).toBe('');
    } finally {
      frames.restore();
    }
  });

  it('opened, closed and opened again before any frame: the page behind is held once the photo shows', async () => {
    const frames = holdFrames();
    try {
      const user = userEvent.setup();
      render(<Page />);
      await user.click(photoLink(emma, 3));
      await user.keyboard('{Escape}');
      await user.click(photoLink(emma, 5));
      await frames.paint();
      expect(shownAlt()).toBe(emma.photos[4]!.alt.en);
      expect(dialog()).not.toHaveClass('closing');
      expect(photoLink(emma, 5).closest('[inert]')).not.toBeNull();
    } finally {
      frames.restore();
    }
  });

  it('opened again by Forward before its close was done, it stays open and the page stays held', async () => {
    const frames = holdFrames();
    try {
      const user = await openDrawn(frames, () => photoLink(emma, 3));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(window.location.search).toBe(''));
      act(() => window.history.forward());
      await waitFor(() => expect(window.location.search).toBe(`?photo=${emma.slug}-3`));
      await frames.paint();
      expect(dialog()).not.toHaveClass('closing');
      expect(shownAlt()).toBe(emma.photos[2]!.alt.en);
      expect(photoLink(emma, 3).closest('[inert]')).not.toBeNull();
      expect(screen.getByRole('button', { name: viewer.close })).toHaveFocus();
      await user.keyboard('{Escape}');
      await frames.paint();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('[inert]')).toBeNull();
      expect(photoLink(emma, 3)).toHaveFocus();
    } finally {
      frames.restore();
    }
  });

  it('closes with Escape and returns focus to the photo on show', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 2));
    await findDialog();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(photoLink(ana, 3)).toHaveFocus();
  });

  it('closes with the close button, named in the page language', async () => {
    const user = userEvent.setup();
    const messages = galleryMessages.pt.viewer;
    render(<Page locale="pt" />);
    await user.click(screen.getByRole('link', { name: ana.photos[0]!.alt.pt }));
    expect(await screen.findByRole('dialog', { name: messages.label })).toBeInTheDocument();
    expect(screen.getByText(positionText(1, ana.photos.length, messages))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: ana.photos[0]!.alt.pt })).toHaveFocus();
  });

  it('closes on a click beside the photo, not on the photo', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 1));
    await findDialog();
    const photo = within(dialog()).getByRole('img', { name: ana.photos[0]!.alt.en });
    await user.click(photo);
    expect(dialog()).toBeInTheDocument();
    await user.click(photo.closest('picture')!.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts focus on the close button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 1));
    await findDialog();
    expect(screen.getByRole('button', { name: viewer.close })).toHaveFocus();
  });

  it('opens, steps and closes from the tap itself, with no render of React’s', async () => {
    const commits: string[] = [];
    const user = userEvent.setup();
    render(
      <Profiler id="gallery" onRender={(_, phase) => commits.push(phase)}>
        <Page />
      </Profiler>,
    );
    await waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    commits.length = 0;
    await user.click(photoLink(emma, 3));
    expect(dialog()).toHaveAttribute('open');
    expect(shownAlt()).toBe(emma.photos[2]!.alt.en);
    await user.click(screen.getByRole('button', { name: viewer.next }));
    expect(screen.getByText(positionText(4, emma.photos.length))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(commits).toEqual([]);
  });

  it('draws the photo on show as the same markup the site’s other photos have', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(emma, 3));
    const photo = within(await findDialog()).getByRole('img', { name: emma.photos[2]!.alt.en });
    const album = fakeGalleryAlbum(emma, 'en', { index: 1 });
    const shown = album.photos[2]!;
    const jsx = document.createElement('div');
    jsx.innerHTML = renderToStaticMarkup(
      <ResponsivePhoto
        photo={shown}
        alt={shown.alt}
        sizes={photo.closest('picture')!.querySelector('source')!.getAttribute('sizes')!}
        priority
        decoding="async"
        className="photo"
      />,
    );
    expect(shape(photo.closest('picture')!)).toEqual(shape(jsx.firstElementChild!));
  });

  it('draws its previous and next buttons with the chevrons of the site’s other step buttons', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 2));
    await findDialog();
    for (const direction of ['previous', 'next'] as const) {
      const button = screen.getByRole('button', { name: viewer[direction] });
      const jsx = document.createElement('div');
      jsx.innerHTML = renderToStaticMarkup(<StepButton direction={direction} label="" onStep={() => undefined} />);
      expect(shape(button.querySelector('svg')!)).toEqual(shape(jsx.querySelector('svg')!));
    }
  });

  it('has no previous or next in an album of one photo', async () => {
    const user = userEvent.setup();
    const single = fakeGalleryAlbum(fixtureAlbum({ album: 'solo', count: 1 }), 'en', { index: 0 });
    render(
      <Gallery albums={[toViewerAlbum(single)]} messages={galleryMessages.en}>
        <AlbumGrid album={single} eagerCount={1} closeLabel={viewer.close} />
      </Gallery>,
    );
    await user.click(screen.getByRole('link', { name: single.photos[0]!.alt }));
    await findDialog();
    expect(screen.getByText(positionText(1, 1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: viewer.next })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: viewer.previous })).not.toBeInTheDocument();
  });

  it('steps on a swipe', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 1));
    await findDialog();
    const stage = within(dialog()).getByRole('img', { name: ana.photos[0]!.alt.en }).closest('picture')!.parentElement!;
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(screen.getByText(positionText(2, ana.photos.length))).toBeInTheDocument();
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300, clientY: 190 }] });
    expect(screen.getByText(positionText(1, ana.photos.length))).toBeInTheDocument();
  });

  it('is made ahead, hidden and without a photo, after the first paint; a tap fills it in and shows it', async () => {
    jest.useFakeTimers();
    render(<Page />);
    act(() => jest.runAllTimers());
    jest.useRealTimers();
    const made = document.querySelector('dialog');
    expect(made).not.toBeNull();
    expect(made).not.toHaveAttribute('open');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(made!.querySelector('img')).toBeNull();
    const user = userEvent.setup();
    await user.click(photoLink(emma, 3));
    expect(await findDialog()).toBe(made);
    expect(shownAlt()).toBe(emma.photos[2]!.alt.en);
    expect(screen.getByRole('button', { name: viewer.close })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(made!.querySelector('img')).toBeNull();
    expect(photoLink(emma, 3)).toHaveFocus();
  });

  const neighbourSources = () =>
    [...dialog().querySelectorAll('[aria-hidden="true"] img')].map((img) => img.getAttribute('src'));

  it('preloads the neighbouring photos', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 1));
    await findDialog();
    const album = fakeGalleryAlbum(ana, 'en', { index: 0 });
    await waitFor(() =>
      expect(neighbourSources()).toEqual([jpegFile(album.photos.at(-1)!), jpegFile(album.photos[1]!)]),
    );
  });

  it('opens with the photo on show alone, its neighbours only once that frame is drawn', async () => {
    const frames = holdFrames();
    try {
      const user = userEvent.setup();
      render(<Page />);
      await user.click(photoLink(ana, 1));
      await findDialog();
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(shownAlt()).toBe(ana.photos[0]!.alt.en);
      expect(neighbourSources()).toEqual([]);
      await frames.paint();
      await waitFor(() => expect(neighbourSources()).toHaveLength(2));
    } finally {
      frames.restore();
    }
  });

  it('draws its photos once decoded: a step’s frame never waits for a decode', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(ana, 1));
    await findDialog();
    await waitFor(() => expect(dialog().querySelectorAll('img')).toHaveLength(3));
    for (const photo of dialog().querySelectorAll('img')) expect(photo).toHaveAttribute('decoding', 'async');
  });

  it('keeps the open photo in the URL, and Back closes the viewer', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(emma, 3));
    await findDialog();
    // The address follows once the viewer is on screen.
    await waitFor(() => expect(window.location.search).toBe(`?photo=${emma.slug}-3`));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(window.location.search).toBe(`?photo=${emma.slug}-4`));
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('leaves nothing in the address when the page is left before the viewer was on screen', async () => {
    // The next frame comes only once the page is left, however slowly the click was handled.
    const frames = holdFrames();
    try {
      const user = userEvent.setup();
      const { unmount } = render(<Page />);
      await user.click(photoLink(emma, 3));
      unmount();
      await frames.paint();
    } finally {
      frames.restore();
    }
    expect(window.location.search).toBe('');
  });

  it('removes the photo from the URL when closed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(photoLink(emma, 3));
    await findDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('opens the photo of a shared link on load', async () => {
    window.history.replaceState(null, '', `/stories/weddings?photo=${emma.slug}-7`);
    render(<Page />);
    expect(await screen.findByText(positionText(7, emma.photos.length))).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.photos[6]!.alt.en);
  });

  it('ignores a link to a photo that is not on the page', async () => {
    window.history.replaceState(null, '', `/stories/weddings?photo=${emma.slug}-99`);
    render(<Page />);
    await act(() => Promise.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('loads the rest of the first photos once it runs, after its first paint, and only those', () => {
    jest.useFakeTimers();
    render(<Page />);
    const loading = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('data-preload'))
        .map((link) => link.querySelector('img')!.getAttribute('loading'));
    expect(loading().length).toBeGreaterThan(0);
    // Not in the task that ends the hydration: each download starts in a task of its own.
    expect(loading().every((value) => value === 'lazy')).toBe(true);
    act(() => jest.runAllTimers());
    jest.useRealTimers();
    expect(loading().every((value) => value === 'eager')).toBe(true);
    const rest = screen
      .getAllByRole('link')
      .filter((link) => link.dataset.photo)
      .map((link) => link.querySelector('img')!)
      .filter((img) => !img.closest('[data-preload]') && img.getAttribute('fetchpriority') !== 'high');
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('lets a modified click open the photo in a new tab (its link leads to the photo on this page)', () => {
    render(<Page />);
    let leftToTheBrowser = false;
    window.addEventListener(
      'click',
      (event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault(); // jsdom would follow the link here; a browser opens a new tab
      },
      { once: true },
    );
    fireEvent.click(photoLink(ana, 1), { ctrlKey: true });
    expect(leftToTheBrowser).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a photo tapped before the page ran (its link led to the photo’s own #fragment)', () => {
  /** The Navigation API's entries, as a browser that has it reports them; jsdom has none. */
  const withHistoryEntries = (entries: { sameDocument: boolean }[]) =>
    Object.defineProperty(window, 'navigation', {
      configurable: true,
      value: { currentEntry: { index: entries.length - 1 }, entries: () => entries },
    });
  afterEach(() => {
    Reflect.deleteProperty(window, 'navigation');
    jest.restoreAllMocks();
  });

  it('opens the viewer at that photo once the page runs, and gives the address its ?photo= form', async () => {
    window.history.replaceState(null, '', `/stories/weddings#${photoLinkId(emma.slug, 2)}`);
    render(<Page />);
    expect(await findDialog()).toHaveAttribute('open');
    expect(screen.getByText(positionText(3, emma.photos.length))).toBeInTheDocument();
    expect(shownAlt()).toBe(emma.photos[2]!.alt.en);
    await waitFor(() => expect(window.location.search).toBe(`?photo=${emma.slug}-3`));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/stories/weddings');
  });

  it('opens at a photo tapped while the page was taking over (the address’s #fragment changed)', async () => {
    window.history.replaceState(null, '', '/stories/weddings');
    render(<Page />);
    act(() => {
      window.history.pushState(null, '', `#${photoLinkId(ana.slug, 1)}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await findDialog()).toHaveAttribute('open');
    expect(shownAlt()).toBe(ana.photos[1]!.alt.en);
    await waitFor(() => expect(window.location.search).toBe(`?photo=${ana.slug}-2`));
    expect(window.location.hash).toBe('');
  });

  it.each(['#main', '#%E0%A4%A', '#photo-nobody-1'])('leaves any other #fragment alone (%s)', async (hash) => {
    window.history.replaceState(null, '', `/stories/weddings${hash}`);
    render(<Page />);
    await act(() => Promise.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe(hash);
  });

  it('closes back to the page it was tapped on, so one Back is not spent on it', async () => {
    withHistoryEntries([{ sameDocument: true }, { sameDocument: true }]);
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    window.history.replaceState(null, '', `/stories/weddings#${photoLinkId(emma.slug, 2)}`);
    const user = userEvent.setup();
    render(<Page />);
    await findDialog();
    await waitFor(() => expect(window.location.search).toBe(`?photo=${emma.slug}-3`));
    await user.keyboard('{Escape}');
    expect(back).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(photoLink(emma, 3)).toHaveFocus());
  });

  it('after Back to the page as it was before the tap, tells the page’s router where it is', async () => {
    window.history.replaceState(null, '', '/stories/weddings');
    window.history.pushState(null, '', `#${photoLinkId(emma.slug, 2)}`);
    render(<Page />);
    await findDialog();
    await waitFor(() => expect(window.location.search).toBe(`?photo=${emma.slug}-3`));
    // The router writes its own state into every entry it knows; this one it never saw.
    const replace = jest.spyOn(window.history, 'replaceState');
    act(() => {
      window.history.replaceState(null, '', '/stories/weddings');
      replace.mockClear();
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(replace).toHaveBeenCalledWith(null, '', 'http://localhost/stories/weddings');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened from an address that came with the #fragment, closes without leaving the page', async () => {
    withHistoryEntries([{ sameDocument: false }, { sameDocument: true }]);
    const back = jest.spyOn(window.history, 'back');
    window.history.replaceState(null, '', `/stories/weddings#${photoLinkId(emma.slug, 2)}`);
    const user = userEvent.setup();
    render(<Page />);
    await findDialog();
    await user.keyboard('{Escape}');
    expect(back).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/stories/weddings');
  });
});

describe('a photo with two links on the page (a story’s cover and its copy in the grid)', () => {
  function StoryPage() {
    const album = fakeGalleryAlbum(emma, 'en');
    return (
      <Gallery albums={[toViewerAlbum(album)]} messages={galleryMessages.en}>
        <a id="cover-emma" href="#cover-emma" data-photo={`${emma.slug}-3`}>
          The cover
        </a>
        <AlbumGrid album={album} eagerCount={3} closeLabel={viewer.close} />
      </Gallery>
    );
  }

  it('opens from either, and gives the focus back to the one that opened it', async () => {
    window.history.replaceState(null, '', '/stories/weddings/emma-james');
    const user = userEvent.setup();
    render(<StoryPage />);
    await user.click(photoLink(emma, 3));
    expect(screen.getByText(positionText(3, emma.photos.length))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(photoLink(emma, 3)).toHaveFocus());
    const cover = screen.getByRole('link', { name: 'The cover' });
    await user.click(cover);
    expect(screen.getByText(positionText(3, emma.photos.length))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cover).toHaveFocus());
  });
});
