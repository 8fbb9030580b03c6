/**
 * The editor's photos field (registered as the album-photos field type): an album's photos, each
 * with its thumbnail and its description in both languages beside it, one of them the cover.
 * Many photos are added at once, straight from the camera or Lightroom: the editor converts each
 * (addFile applies the WebP transformation of lib/admin/cms-config.ts, dropping GPS and camera
 * data), and the caption written in Lightroom fills in the English description.
 *
 * Written with the editor's own React (`h` and `createClass`, its Decap-compatible globals): a
 * custom field must use the React instance that renders it.
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import exifr from 'exifr';
import type { ReactElement } from 'react';
import { captionOf } from '@/lib/admin/caption';
import {
  addPhotos,
  describePhoto,
  movePhoto,
  photoProblems,
  removePhoto,
  rowsOf,
  setCover,
  type Language,
  type PhotoRow,
} from '@/lib/admin/photo-rows';
import { PHOTOS_AT_ONCE } from '@/lib/admin/photo-limits';

type Child = ReactElement | string | null | false;
type CreateElement = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: (Child | Child[])[]
) => ReactElement;
type Instance<State> = { props: CustomFieldControlProps; state: State; setState: (state: Partial<State>) => void };
type ClassSpec<State> = {
  getInitialState: (this: Instance<State>) => State;
  componentDidMount?: (this: Instance<State>) => void;
  /** Asked by the editor before it saves: a message stops the save. */
  isValid: (this: Instance<State>) => true | { error: { message: string } };
  render: (this: Instance<State>) => ReactElement;
};
type EditorGlobals = { h: CreateElement; createClass: <State>(spec: ClassSpec<State>) => unknown };

type State = {
  /** The camera's file names of the photos added in this visit, by the value the editor gave them. */
  names: Record<string, string>;
  /** While photos are being added: how many are done, of how many. */
  adding: { done: number; total: number } | null;
  notice: string;
  /** The published thumbnails of the saved photos. */
  published: Record<string, string>;
};

/** Published thumbnails of the saved photos ('<album>/<file>' → URL): written with the site (scripts/admin/). */
let thumbnails: Promise<Record<string, string>> | null = null;
function publishedThumbnails(): Promise<Record<string, string>> {
  thumbnails ??= fetch('/admin/thumbnails.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
  return thumbnails;
}

/**
 * The photos as the entry holds them now. The editor keeps a list or object value as separate
 * entries, one per item and field, and hands the control back only an empty list; the entry's own
 * data is whole.
 */
function rowsIn(props: CustomFieldControlProps): PhotoRow[] {
  const name = String(props.field.get('name'));
  return rowsOf(props.entry?.getIn(['data', name]) ?? props.value);
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

export function photosField({ h, createClass }: EditorGlobals) {
  return createClass<State>({
    getInitialState() {
      return { names: {}, adding: null, notice: '', published: {} };
    },

    componentDidMount() {
      void publishedThumbnails().then((published) => this.setState({ published }));
    },

    isValid() {
      const problems = photoProblems(rowsIn(this.props), (file) => this.state.names[file] ?? file);
      return problems.length === 0 ? true : { error: { message: problems.join(' ') } };
    },

    render() {
      const { props, state } = this;
      const rows = rowsIn(props);
      const slug = String(props.entry?.get('slug') ?? '');
      const change = (next: PhotoRow[]) => props.onChange(next);
      const nameOf = (file: string) => state.names[file] ?? file;
      const thumbnailOf = (file: string) => (file.startsWith('blob:') ? file : state.published[`${slug}/${file}`]);

      const add = async (files: File[]) => {
        const photos = files.filter((file) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name));
        if (photos.length > PHOTOS_AT_ONCE) {
          this.setState({ notice: `Add at most ${PHOTOS_AT_ONCE} photos at a time; you chose ${photos.length}.` });
          return;
        }
        const added: { file: string; en?: string }[] = [];
        const names: Record<string, string> = {};
        const failed: string[] = [];
        this.setState({ adding: { done: 0, total: photos.length }, notice: '' });
        for (const [done, photo] of photos.entries()) {
          const caption = await readCaption(photo);
          try {
            const file = await props.addFile(photo);
            names[file] = photo.name;
            added.push({ file, ...(caption ? { en: caption } : {}) });
          } catch (error) {
            failed.push(
              `${photo.name} could not be added (${error instanceof Error ? error.message : String(error)}).`,
            );
          }
          this.setState({ adding: { done: done + 1, total: photos.length } });
        }
        const notice = [`${added.length} of ${photos.length} photos added.`, ...failed].join(' ');
        this.setState({ names: { ...this.state.names, ...names }, adding: null, notice });
        // The rows as they are now: she may have typed while the photos were converted.
        this.props.onChange(addPhotos(rowsIn(this.props), added));
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

      const description = (row: PhotoRow, index: number, language: Language, [label, which]: [string, string]) => {
        const id = `${props.forID}-${index}-${language}`;
        return h(
          'p',
          { className: 'photos-field__description' },
          h('label', { htmlFor: id }, label, h('span', { className: 'photos-field__hidden' }, ` ${which}`)),
          h('input', {
            id,
            type: 'text',
            lang: language === 'en' ? 'en' : 'pt-PT',
            value: row[language],
            'aria-invalid': row[language].trim() === '' ? 'true' : 'false',
            onChange: (event: { currentTarget: HTMLInputElement }) =>
              change(describePhoto(rowsIn(props), index, language, event.currentTarget.value)),
          }),
        );
      };

      const item = (row: PhotoRow, index: number) => {
        const name = nameOf(row.file);
        const thumbnail = thumbnailOf(row.file);
        return h(
          'li',
          { key: row.file, className: 'photos-field__photo' },
          thumbnail
            ? h('img', { src: thumbnail, alt: '', className: 'photos-field__thumbnail', loading: 'lazy' })
            : h('span', { className: 'photos-field__thumbnail', 'aria-hidden': 'true' }, 'Photo'),
          h(
            'div',
            { className: 'photos-field__texts' },
            h('p', { className: 'photos-field__name' }, `${index + 1}. ${name}`),
            description(row, index, 'en', ['English description', `of photo ${index + 1}`]),
            description(row, index, 'pt', ['Descrição em português', `da fotografia ${index + 1}`]),
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
              {
                type: 'button',
                'aria-label': `Remove photo ${index + 1} (${name})`,
                onClick: () => change(removePhoto(rowsIn(props), index)),
              },
              'Remove',
            ),
          ),
        );
      };

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
        rows.length > 0
          ? h('ol', { className: 'photos-field__list', 'aria-label': 'Photos of the album' }, rows.map(item))
          : h('p', { className: 'photos-field__empty' }, 'No photos yet.'),
      );
    },
  });
}
