/**
 * The editor's photos field in a unit test, drawn as the editor draws it: each side of one album
 * (English, Portuguese) a component made from the field's own spec (admin/photos-field/index.ts)
 * by the editor's React, over one visit's store, each handed the entry as the editor hands it and
 * its values written back as the editor writes them. What the field shows is then read from the
 * document with Testing Library, as she sees it.
 */
import { Component, createElement, useState, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomFieldControlProps } from '@sveltia/cms';
import { photosField } from '@/admin/photos-field';
import type { EditorGlobals } from '@/admin/photos-field/editor-react';
import type { PhotoRow } from '@/admin/photos-field/photo-rows';
import type { PublishedPhotos } from '@/admin/photos-field/published-photos';
import { VisitStore } from '@/admin/visit/visit-store';

export type Language = 'en' | 'pt';

/**
 * What the editor's createClass (create-react-class) does with the field's spec, as far as the field
 * relies on it: a component whose prototype holds the spec's members, its first state from
 * getInitialState; its methods are called on the instance as React calls them.
 */
const createClass = ((spec: { getInitialState: (this: unknown) => unknown }) => {
  class Made extends Component<object, object> {
    constructor(props: object) {
      super(props);
      this.state = spec.getInitialState.call(this) as object;
    }
  }
  Object.assign(Made.prototype, spec);
  return Made;
}) as EditorGlobals['createClass'];

/**
 * A value of the editor's entry as the field reads it: `get`, `getIn` and `toJS`, as Immutable's Map
 * has them (`get` of a map gives a map).
 */
function editorMap(value: Record<string, unknown>): EditorMap {
  const at = (path: readonly (string | number)[]) =>
    path.reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
  const get = (key: string) => {
    const found = value[key];
    return typeof found === 'object' && found !== null && !Array.isArray(found)
      ? editorMap(found as Record<string, unknown>)
      : found;
  };
  return { get, getIn: at, toJS: () => value };
}

type EditorMap = {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): Record<string, unknown>;
};

const FIELD_NAME = 'photos';
const PANE_NAMES: Record<Language, string> = { en: 'English pane', pt: 'Portuguese pane' };

type AlbumOptions = {
  album?: string;
  english: PhotoRow[];
  portuguese?: PhotoRow[];
  /** The sides on screen, each in its pane ('English pane', 'Portuguese pane'). */
  panes?: Language[];
  published?: PublishedPhotos;
  /** How the page reads a saved photo's file; none: the page has no way of its own. */
  readSavedPhoto?: (album: string, file: string) => Promise<Blob>;
  /** Said before anything is drawn, once the visit's store is made (a draft marked, say). */
  before?: (visit: VisitStore) => void;
  /**
   * The album's other texts by side ("title", "summary"), each drawn in its pane as the editor
   * draws a field: a section of class `field` named by its key in `data-key-path`.
   */
  texts?: Partial<Record<Language, Record<string, string>>>;
};

/**
 * The field's sides of one album on screen, once they have read the published photos; `written`
 * holds what each side last handed the editor.
 */
export async function renderAlbum({
  album = 'a-wedding',
  english,
  portuguese = [],
  panes = ['en'],
  published = {},
  readSavedPhoto,
  before,
  texts = {},
}: AlbumOptions) {
  const visit = new VisitStore({
    revokePicture: () => undefined,
    readPublished: () => Promise.resolve(published),
    ...(readSavedPhoto ? { readSavedPhoto } : {}),
  });
  before?.(visit);
  const Field = photosField({ h: createElement, createClass }, visit) as new (
    props: CustomFieldControlProps,
  ) => Component<CustomFieldControlProps>;
  const written: Partial<Record<Language, PhotoRow[]>> = {};
  const fieldSettings = editorMap({ name: FIELD_NAME, widget: 'album-photos' });

  function Panes(): ReactElement {
    const [values, setValues] = useState<Record<Language, PhotoRow[]>>({ en: english, pt: portuguese });
    return (
      <>
        {panes.map((language) => {
          const other: Language = language === 'en' ? 'pt' : 'en';
          const entry = editorMap({
            slug: album,
            data: { ...texts[language], [FIELD_NAME]: values[language] },
            i18n: { [other]: { data: { ...texts[other], [FIELD_NAME]: values[other] } } },
          });
          const props = {
            forID: `photos-${language}`,
            field: fieldSettings,
            entry,
            value: values[language],
            onChange: (rows: PhotoRow[]) => {
              written[language] = rows;
              setValues((now) => ({ ...now, [language]: rows }));
            },
          } as unknown as CustomFieldControlProps;
          return (
            <section key={language} aria-label={PANE_NAMES[language]} data-locale={language}>
              {Object.entries(texts[language] ?? {}).map(([key, text]) => (
                <div key={key} className="field" data-key-path={key} aria-label={key}>
                  {text}
                </div>
              ))}
              <Field {...props} />
            </section>
          );
        })}
      </>
    );
  }

  const user = userEvent.setup();
  const drawn = render(<Panes />);
  await act(() => visit.published());
  return { ...drawn, visit, user, written };
}
