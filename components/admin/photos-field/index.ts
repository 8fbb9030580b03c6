/**
 * The editor's photos field (registered as the album-photos field type): an album's photos, each
 * with its thumbnail and its description. The field is translated, so the editor shows it once per
 * language, and each side writes its own file (lib/albums/schema.ts):
 * - on the English side she adds, orders, removes (and restores until she saves) the photos,
 *   chooses the cover and writes the English descriptions. Many photos are added at once, straight
 *   from the camera or Lightroom: the editor converts each (addFile applies the WebP transformation
 *   of lib/admin/cms-config.ts, dropping GPS and camera data), and the caption written in Lightroom
 *   fills in the English description;
 * - on the Portuguese side she sees the same photos, in the same order, and writes their Portuguese
 *   descriptions, kept by file name; a missing one is reported there. Once she has entered her
 *   translation key in the editor (its Translate button asks for it), the empty ones can be
 *   suggested from the English, here or by the editor's Translate (lib/admin/translation.ts); a
 *   suggestion is marked until she corrects it or keeps it, and the album cannot be saved before.
 *
 * Written with the editor's own React (`h` and `createClass`, its Decap-compatible globals): a
 * custom field must use the React instance that renders it.
 */
import type { CustomFieldControlProps, CustomFieldPreviewProps } from '@sveltia/cms';
import exifr from 'exifr';
import type { ReactElement } from 'react';
import { captionOf } from '@/lib/admin/caption';
import {
  addedNotice,
  addPhotos,
  describePhoto,
  englishProblems,
  isDescribed,
  movePhoto,
  portugueseProblems,
  portugueseRowsFor,
  removePhoto,
  restorePhoto,
  rowsOf,
  sameFiles,
  setCover,
  stillToDescribe,
  type PhotoRow,
  type PortugueseRow,
  type RemovedPhoto,
} from '@/lib/admin/photo-rows';
import { PHOTOS_AT_ONCE } from '@/lib/admin/photo-limits';
import {
  brazilianForms,
  EDITOR_PREFERENCES_KEY,
  photosToSuggest,
  storedTranslationKey,
  suggestionFailureNotice,
  TRANSLATION_ENDPOINT,
  TranslationFailure,
  translatedTexts,
  translationRequest,
  isUncheckedSuggestion,
  uncheckedSuggestions,
  withSuggestions,
} from '@/lib/admin/translation';
import { suggestedTexts } from './european-translation';

type Child = ReactElement | string | null | false;
type CreateElement = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: (Child | Child[])[]
) => ReactElement;
type Instance<State, Props = CustomFieldControlProps> = {
  props: Props;
  state: State;
  setState: (state: Partial<State>) => void;
};
type ClassSpec<State> = {
  getInitialState: (this: Instance<State>) => State;
  componentDidMount?: (this: Instance<State>) => void;
  componentDidUpdate?: (this: Instance<State>) => void;
  componentWillUnmount?: (this: Instance<State>) => void;
  /** Asked by the editor before it saves: a message stops the save. */
  isValid?: (this: Instance<State>) => true | { error: { message: string } };
  render: (this: Instance<State>) => ReactElement;
};
type EditorGlobals = { h: CreateElement; createClass: <State>(spec: ClassSpec<State>) => unknown };

type Listening = { listener?: () => void };
type State = {
  /** While photos are being added: how many are done, of how many. */
  adding: { done: number; total: number } | null;
  notice: string;
  /** The photos removed in this visit, last removed last, to restore until she saves. */
  removed: RemovedPhoto[];
  /** The published thumbnails of the saved photos ('<album>/<file>' → URL). */
  published: Record<string, string>;
  /** How many photos the editor's asset API has given so far: a new one draws the field again. */
  pictures: number;
  /** While the Portuguese descriptions are being suggested. */
  suggesting: boolean;
  /** How many suggestions she has kept as they are: each draws the field again. */
  kept: number;
};

/*
 * What the two sides share while she edits: the camera's file names of the photos added in this
 * visit (by the value the editor gave them), and the Portuguese descriptions of removed photos, so
 * a restored photo gets both its descriptions back.
 */
const cameraNames = new Map<string, string>();
const setAsidePortuguese = new Map<string, string>();
/** The Portuguese descriptions she wrote or kept as suggested, by file: never marked as unchecked suggestions. */
const checkedByHer = new Map<string, string>();

/** Her Google Cloud Translation key, where the editor keeps it; none when she has not entered one. */
function translationKey(): string | undefined {
  try {
    return storedTranslationKey(localStorage.getItem(EDITOR_PREFERENCES_KEY));
  } catch {
    // Storage refused (a private window's policy, say): as without a key.
    return undefined;
  }
}

/** The European Portuguese for English descriptions, from the service, in order. */
async function suggestPortuguese(key: string, english: string[]): Promise<string[]> {
  const response = await fetch(TRANSLATION_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-goog-api-key': key },
    body: JSON.stringify(translationRequest(english)),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (answer as { error?: { message?: unknown } } | null)?.error?.message;
    throw new TranslationFailure(response.status, typeof message === 'string' ? message : '');
  }
  return translatedTexts(answer, english.length).map((text) => text.trim());
}

/** Published thumbnails of the saved photos ('<album>/<file>' → URL), written with the site (scripts/admin/). */
let thumbnails: Promise<Record<string, string>> | null = null;
function publishedThumbnails(): Promise<Record<string, string>> {
  thumbnails ??= fetch('/admin/thumbnails.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
  return thumbnails;
}

/*
 * The photos as the repository the editor works on holds them (a draft's included), by
 * '<album>/<file>': read through the editor's own asset API, which only a field's preview is
 * given (`getAsset`), so the preview loads them and the field shows them too.
 */
const repositoryPictures = new Map<string, string>();
const requestedPictures = new Set<string>();
const pictureListeners = new Set<() => void>();

/** The photo's bytes from the editor's asset API, as an address the page can show. */
async function loadPicture(key: string, asset: { toBase64: () => Promise<string> } | undefined): Promise<void> {
  if (!asset || requestedPictures.has(key)) return;
  requestedPictures.add(key);
  try {
    const bytes = Uint8Array.from(atob(await asset.toBase64()), (char) => char.charCodeAt(0));
    repositoryPictures.set(key, URL.createObjectURL(new Blob([bytes], { type: 'image/webp' })));
    for (const listener of pictureListeners) listener();
  } catch {
    // Not readable now (offline, say): the published thumbnail, or the grey box, stands in.
    requestedPictures.delete(key);
  }
}

/** Whether this is the Portuguese side of the field: its entry then holds the English side as the other language. */
const isPortugueseSide = (props: CustomFieldControlProps) => props.entry?.getIn(['i18n', 'en', 'data']) !== undefined;

/**
 * The photos as this side holds them now. The editor keeps a list value as separate entries, one
 * per item and field, and hands the control back only an empty list; the entry's own data is whole.
 */
function rowsIn(props: CustomFieldControlProps): PhotoRow[] {
  const name = String(props.field.get('name'));
  return rowsOf(props.entry?.getIn(['data', name]) ?? props.value);
}

/** The English side's photos, seen from the Portuguese side. */
function englishRowsIn(props: CustomFieldControlProps): PhotoRow[] {
  return rowsOf(props.entry?.getIn(['i18n', 'en', 'data', String(props.field.get('name'))]));
}

/**
 * The Portuguese side follows the English photos (added, removed, moved), keeping each Portuguese
 * description with its file; a removed photo's description is set aside for its restoring.
 */
function followEnglish(props: CustomFieldControlProps): void {
  if (!isPortugueseSide(props)) return;
  const english = englishRowsIn(props);
  const portuguese = rowsIn(props);
  const next = portugueseRowsFor(english, portuguese, setAsidePortuguese);
  if (sameFiles(next, portuguese)) return;
  for (const row of portuguese) {
    if (row.description && !english.some((photo) => photo.file === row.file)) {
      setAsidePortuguese.set(row.file, row.description);
    }
  }
  props.onChange(next);
}

/** The caption in a photo's metadata, read before the editor converts it; none when it has none or cannot be read. */
async function readCaption(file: File): Promise<string | undefined> {
  try {
    return captionOf(
      await exifr.parse(file, { xmp: true, iptc: true, ifd0: { pick: ['ImageDescription'] }, tiff: true }),
    );
  } catch {
    return undefined;
  }
}

const nameOf = (file: string) => cameraNames.get(file) ?? file;

export function photosField({ h, createClass }: EditorGlobals) {
  return createClass<State>({
    getInitialState() {
      return {
        adding: null,
        notice: '',
        removed: [],
        published: {},
        pictures: repositoryPictures.size,
        suggesting: false,
        kept: 0,
      };
    },

    componentDidMount() {
      void publishedThumbnails().then((published) => this.setState({ published }));
      const self = this as Instance<State> & Listening;
      self.listener = () => this.setState({ pictures: repositoryPictures.size });
      pictureListeners.add(self.listener);
      followEnglish(this.props);
    },

    componentWillUnmount() {
      const { listener } = this as Instance<State> & Listening;
      if (listener) pictureListeners.delete(listener);
    },

    componentDidUpdate() {
      followEnglish(this.props);
    },

    isValid() {
      const problems = isPortugueseSide(this.props)
        ? [
            ...portugueseProblems(englishRowsIn(this.props), rowsIn(this.props), nameOf),
            ...uncheckedSuggestions(rowsIn(this.props), suggestedTexts, checkedByHer, nameOf),
          ]
        : englishProblems(rowsIn(this.props), nameOf);
      return problems.length === 0 ? true : { error: { message: problems.join(' ') } };
    },

    render() {
      const { props, state } = this;
      const portugueseSide = isPortugueseSide(props);
      const slug = String(props.entry?.get('slug') ?? '');
      const thumbnailOf = (file: string) =>
        file.startsWith('blob:')
          ? file
          : (repositoryPictures.get(`${slug}/${file}`) ?? state.published[`${slug}/${file}`]);

      const picture = (row: PhotoRow) => {
        const thumbnail = thumbnailOf(row.file);
        return thumbnail
          ? h('img', { src: thumbnail, alt: '', className: 'photos-field__thumbnail', loading: 'lazy' })
          : h('span', { className: 'photos-field__thumbnail', 'aria-hidden': 'true' }, 'Photo');
      };

      // What is left to write, said as it is now (the editor's own message is only renewed when she saves).
      const toDo = (language: string, numbers: number[]) =>
        numbers.length === 0
          ? null
          : h(
              'p',
              { className: 'photos-field__to-do' },
              `Still to describe in ${language}: ${stillToDescribe(numbers)}.`,
            );

      const descriptionInput = (
        id: string,
        [label, which]: [string, string],
        value: string,
        lang: string,
        onText: (text: string) => void,
      ) =>
        h(
          'p',
          { className: 'photos-field__description' },
          h('label', { htmlFor: id }, label, h('span', { className: 'photos-field__hidden' }, ` ${which}`)),
          h('input', {
            id,
            type: 'text',
            lang,
            value,
            'aria-invalid': isDescribed(value) ? 'false' : 'true',
            onChange: (event: { currentTarget: HTMLInputElement }) => onText(event.currentTarget.value),
          }),
        );

      if (portugueseSide) {
        const english = englishRowsIn(props);
        const portuguese = portugueseRowsFor(english, rowsIn(props), setAsidePortuguese);
        const change = (next: PortugueseRow[]) => props.onChange(next);
        const key = translationKey();
        const toSuggest = photosToSuggest(english, portuguese);

        const suggest = async (withKey: string) => {
          this.setState({ suggesting: true, notice: '' });
          try {
            const texts = await suggestPortuguese(
              withKey,
              toSuggest.map((place) => english[place]!.description),
            );
            const suggestions = new Map(toSuggest.map((place, order) => [english[place]!.file, texts[order]!]));
            // The rows as they are now: she may have typed while the suggestions were on their way.
            const next = withSuggestions(
              portugueseRowsFor(englishRowsIn(this.props), rowsIn(this.props), setAsidePortuguese),
              suggestions,
            );
            const filled = next.filter((row) => suggestions.get(row.file) === row.description).length;
            this.setState({
              suggesting: false,
              notice:
                filled === 1
                  ? '1 description suggested from English: check it, then correct it or press Keep.'
                  : `${filled} descriptions suggested from English: check each one, then correct it or press Keep.`,
            });
            this.props.onChange(next);
          } catch (error) {
            this.setState({
              suggesting: false,
              notice: suggestionFailureNotice(error),
            });
          }
        };

        const suggestion = (row: PortugueseRow | undefined, index: number) => {
          if (!row || !isUncheckedSuggestion(row, suggestedTexts, checkedByHer)) return null;
          const brazilian = brazilianForms(row.description);
          return h(
            'p',
            { className: 'photos-field__suggested' },
            brazilian.length === 0
              ? 'Suggested from English: check it.'
              : `Suggested from English: check it; “${brazilian.join('”, “')}” is said in Brazil, not in Portugal.`,
            ' ',
            h(
              'button',
              {
                type: 'button',
                'aria-label': `Keep the suggested description of photo ${index + 1}`,
                onClick: () => {
                  checkedByHer.set(row.file, row.description);
                  this.setState({ kept: state.kept + 1 });
                },
              },
              'Keep',
            ),
          );
        };

        const item = (row: PhotoRow, index: number) =>
          h(
            'li',
            { key: row.file, className: 'photos-field__photo' },
            picture(row),
            h(
              'div',
              { className: 'photos-field__texts' },
              h(
                'p',
                { className: 'photos-field__name' },
                `${index + 1}. ${nameOf(row.file)}${row.cover ? ' · capa' : ''}`,
              ),
              h('p', { className: 'photos-field__reference', lang: 'en' }, row.description),
              descriptionInput(
                `${props.forID}-${index}-pt`,
                ['Descrição em português', `da fotografia ${index + 1}`],
                portuguese[index]?.description ?? '',
                'pt-PT',
                (text) => {
                  checkedByHer.set(row.file, text);
                  change(
                    describePhoto(
                      portugueseRowsFor(englishRowsIn(props), rowsIn(props), setAsidePortuguese),
                      index,
                      text,
                    ),
                  );
                },
              ),
              suggestion(portuguese[index], index),
            ),
          );
        const missing = portuguese.flatMap((row, index) => (isDescribed(row.description) ? [] : [index + 1]));
        // Without her key, the field is as it was: nothing offered, nothing sent.
        const suggestButton =
          key && toSuggest.length > 0
            ? h(
                'button',
                {
                  type: 'button',
                  className: 'photos-field__suggest',
                  disabled: state.suggesting,
                  onClick: () => void suggest(key),
                },
                toSuggest.length === 1
                  ? 'Suggest the empty description from English'
                  : `Suggest the ${toSuggest.length} empty descriptions from English`,
              )
            : null;
        return h(
          'div',
          { className: 'photos-field', id: props.forID },
          key || state.notice
            ? h(
                'div',
                { className: 'photos-field__toolbar' },
                suggestButton,
                h(
                  'span',
                  { role: 'status', className: 'photos-field__status' },
                  state.suggesting ? 'Suggesting the Portuguese…' : state.notice,
                ),
              )
            : null,
          toDo('Portuguese', missing),
          english.length > 0
            ? h('ol', { className: 'photos-field__list', 'aria-label': 'Fotografias do álbum' }, english.map(item))
            : h('p', { className: 'photos-field__empty' }, 'Ainda sem fotografias: acrescente-as do lado inglês.'),
        );
      }

      const rows = rowsIn(props);
      const change = (next: PhotoRow[]) => props.onChange(next);

      const add = async (files: File[]) => {
        const photos = files.filter((file) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name));
        if (photos.length > PHOTOS_AT_ONCE) {
          this.setState({ notice: `Add at most ${PHOTOS_AT_ONCE} photos at a time; you chose ${photos.length}.` });
          return;
        }
        const added: { file: string; description?: string }[] = [];
        const failed: string[] = [];
        this.setState({ adding: { done: 0, total: photos.length }, notice: '' });
        for (const [done, photo] of photos.entries()) {
          const caption = await readCaption(photo);
          try {
            const file = await props.addFile(photo);
            cameraNames.set(file, photo.name);
            added.push({ file, ...(caption ? { description: caption } : {}) });
          } catch (error) {
            failed.push(
              `${photo.name} could not be added (${error instanceof Error ? error.message : String(error)}).`,
            );
          }
          this.setState({ adding: { done: done + 1, total: photos.length } });
        }
        const next = addPhotos(rowsIn(this.props), added);
        const cover = next.some((row) => row.cover) ? [] : ['Choose the cover below.'];
        this.setState({
          adding: null,
          notice: [addedNotice(added.length, photos.length), ...failed, ...cover].join(' '),
        });
        // The rows as they are now: she may have typed while the photos were converted.
        this.props.onChange(next);
      };

      const remove = (index: number) => {
        const { rows: next, removed } = removePhoto(rowsIn(props), index);
        if (!removed) return;
        const name = nameOf(removed.row.file);
        this.setState({
          removed: [...state.removed, removed],
          notice: removed.row.cover
            ? `Photo ${index + 1} (${name}) was the cover and is removed: choose another cover.`
            : `Photo ${index + 1} (${name}) removed. You can restore it until you save.`,
        });
        change(next);
      };

      const restore = (removed: RemovedPhoto) => {
        const next = restorePhoto(rowsIn(props), removed);
        this.setState({
          removed: state.removed.filter((each) => each !== removed),
          notice: `${nameOf(removed.row.file)} restored as photo ${Math.min(removed.index, next.length - 1) + 1}.`,
        });
        change(next);
      };

      const input = h('input', {
        type: 'file',
        multiple: true,
        accept: 'image/*,.heic,.heif',
        id: `${props.forID}-files`,
        className: 'photos-field__input',
        onChange: (event: { currentTarget: HTMLInputElement }) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void add(files);
        },
      });

      const coverIndex = rows.findIndex((row) => row.cover);
      const coverLine =
        rows.length === 0
          ? null
          : h(
              'p',
              { className: 'photos-field__cover' },
              coverIndex === -1
                ? 'Cover: none chosen yet. Choose the photo that opens the story and stands for it when shared.'
                : `Cover: photo ${coverIndex + 1} (${nameOf(rows[coverIndex]!.file)}).`,
            );

      const item = (row: PhotoRow, index: number) => {
        const name = nameOf(row.file);
        return h(
          'li',
          { key: row.file, className: `photos-field__photo${row.cover ? ' photos-field__photo--cover' : ''}` },
          picture(row),
          h(
            'div',
            { className: 'photos-field__texts' },
            h('p', { className: 'photos-field__name' }, `${index + 1}. ${name}${row.cover ? ' · cover' : ''}`),
            descriptionInput(
              `${props.forID}-${index}-en`,
              ['English description', `of photo ${index + 1}`],
              row.description,
              'en',
              (text) => change(describePhoto(rowsIn(props), index, text)),
            ),
          ),
          h(
            'div',
            { className: 'photos-field__actions' },
            h(
              'label',
              null,
              h('input', {
                type: 'radio',
                name: `${props.forID}-cover`,
                checked: row.cover === true,
                'aria-label': `Cover: photo ${index + 1}`,
                onChange: () => change(setCover(rowsIn(props), index)),
              }),
              ' Cover',
            ),
            h(
              'button',
              {
                type: 'button',
                disabled: index === 0,
                'aria-label': `Move photo ${index + 1} up`,
                onClick: () => change(movePhoto(rowsIn(props), index, -1)),
              },
              'Move up',
            ),
            h(
              'button',
              {
                type: 'button',
                disabled: index === rows.length - 1,
                'aria-label': `Move photo ${index + 1} down`,
                onClick: () => change(movePhoto(rowsIn(props), index, 1)),
              },
              'Move down',
            ),
            h(
              'button',
              { type: 'button', 'aria-label': `Remove photo ${index + 1} (${name})`, onClick: () => remove(index) },
              'Remove',
            ),
          ),
        );
      };

      const removedList =
        state.removed.length === 0
          ? null
          : h(
              'ul',
              { className: 'photos-field__removed', 'aria-label': 'Removed photos' },
              state.removed.map((removed) =>
                h(
                  'li',
                  { key: removed.row.file },
                  h(
                    'button',
                    { type: 'button', onClick: () => restore(removed) },
                    `Restore ${nameOf(removed.row.file)}`,
                  ),
                ),
              ),
            );

      return h(
        'div',
        { className: 'photos-field', id: props.forID },
        h(
          'div',
          { className: 'photos-field__toolbar' },
          input,
          h('label', { htmlFor: `${props.forID}-files`, className: 'photos-field__add' }, 'Add photos…'),
          h(
            'span',
            { role: 'status', className: 'photos-field__status' },
            state.adding ? `Adding photos: ${state.adding.done} of ${state.adding.total}…` : state.notice,
          ),
        ),
        coverLine,
        toDo(
          'English',
          rows.flatMap((row, index) => (isDescribed(row.description) ? [] : [index + 1])),
        ),
        rows.length > 0
          ? h('ol', { className: 'photos-field__list', 'aria-label': 'Photos of the album' }, rows.map(item))
          : h('p', { className: 'photos-field__empty' }, 'No photos yet.'),
        removedList,
      );
    },
  });
}

/**
 * The photos field's preview: the album's photos as this language's file lists them, each with its
 * picture from the repository the editor works on and its description. Loading the pictures here
 * (the preview alone is given the editor's asset API) lets the field show them too.
 */
export function photosPreview({ h, createClass }: EditorGlobals) {
  type PreviewInstance = Instance<{ pictures: number }, CustomFieldPreviewProps> & Listening;
  const load = (props: CustomFieldPreviewProps) => {
    const slug = String(props.entry.get('slug') ?? '');
    for (const { file } of rowsOf(props.value)) {
      if (!file.startsWith('blob:') && slug) {
        void loadPicture(`${slug}/${file}`, props.getAsset(file) as { toBase64: () => Promise<string> } | undefined);
      }
    }
  };
  return createClass<{ pictures: number }>({
    getInitialState() {
      return { pictures: repositoryPictures.size };
    },
    componentDidMount(this: PreviewInstance) {
      this.listener = () => this.setState({ pictures: repositoryPictures.size });
      pictureListeners.add(this.listener);
      load(this.props);
    },
    componentWillUnmount(this: PreviewInstance) {
      if (this.listener) pictureListeners.delete(this.listener);
    },
    componentDidUpdate(this: PreviewInstance) {
      load(this.props);
    },
    render(this: PreviewInstance) {
      const slug = String(this.props.entry.get('slug') ?? '');
      const rows = rowsOf(this.props.value);
      return h(
        'ol',
        // Styled inline: the preview pane does not load the field's stylesheet.
        { className: 'photos-preview', style: { display: 'grid', gap: '0.75rem', padding: 0, listStyle: 'none' } },
        rows.map((row) => {
          const src = row.file.startsWith('blob:') ? row.file : repositoryPictures.get(`${slug}/${row.file}`);
          return h(
            'li',
            { key: row.file, style: { display: 'flex', gap: '0.75rem', alignItems: 'center' } },
            src
              ? h('img', {
                  src,
                  alt: row.description,
                  loading: 'lazy',
                  style: { width: '6rem', height: '6rem', objectFit: 'cover', flex: 'none' },
                })
              : null,
            h('p', { style: { margin: 0 } }, row.description),
          );
        }),
      );
    },
  } as unknown as ClassSpec<{ pictures: number }>);
}
