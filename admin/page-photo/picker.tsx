/**
 * The editor's page photo field (registered as the page-photo field type): one photo of one of her
 * albums, for a place on a page (a slide, a portfolio tile, the about page's photo), chosen by
 * clicking its thumbnail, never typed. It shows the chosen photo; "Choose another photo…" opens
 * her albums, one at a time, as rows of thumbnails. Its value is "album/file", as
 * content/settings/page-photos.yml holds it; the slideshow's list around it adds, removes and
 * reorders slides by dragging. A place she may leave empty (a portfolio tile, `required: false` in
 * its configuration) has "Leave empty" beside the chosen photo; the editor then leaves it out of the file.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { CustomFieldControlProps } from '@sveltia/cms';
import type { ReactElement } from 'react';
import { chosenPhoto } from '@/content/page-photo-choices';
import type { EditorGlobals, Instance } from '../photos-field/editor-react';
import type { PublishedPhotos } from '../photos-field/published-photos';
import type { AlbumTitles } from './album-titles';
import { pickableAlbums, type PagePhotosInEditor, type PickableAlbum } from './choices';

export const PAGE_PHOTO_FIELD_TYPE = 'page-photo';

type PickerState = {
  /** The published thumbnails, once read. */
  published: PublishedPhotos;
  /** The titles of albums saved since the editor was built, once read. */
  titles: AlbumTitles;
  /** Whether her albums are shown to choose from. */
  open: boolean;
  /** The album shown while choosing. */
  album?: string;
};

type Picker = Instance<PickerState>;

/** A photo's thumbnail, or a grey box naming it when the editor has none. */
function thumbnail(h: EditorGlobals['h'], src: string | undefined, alt: string): ReactElement {
  return src ? (
    <img src={src} alt={alt} className="page-photo__thumbnail" loading="lazy" />
  ) : (
    <span className="page-photo__thumbnail page-photo__thumbnail--none" role="img" aria-label={alt}>
      ?
    </span>
  );
}

/** The photos of the album being looked at, each a button that chooses it. */
function albumPhotos(h: EditorGlobals['h'], field: Picker, album: PickableAlbum, value: string): ReactElement {
  return (
    <ul className="page-photo__grid" aria-label={`Photos of ${album.title}`}>
      {album.photos.map((photo) => {
        const chosen = `${album.slug}/${photo.file}` === value;
        return (
          <li key={photo.file}>
            <button
              type="button"
              className="page-photo__choice"
              aria-pressed={chosen}
              title={photo.file}
              onClick={() => {
                field.props.onChange(`${album.slug}/${photo.file}`);
                field.setState({ open: false });
              }}
            >
              {thumbnail(h, photo.thumbnail, `Choose ${photo.file} of ${album.title}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function pagePhotoField(
  { h, createClass }: EditorGlobals,
  built: PagePhotosInEditor,
  readPublished: () => Promise<PublishedPhotos>,
  readTitles: () => Promise<AlbumTitles>,
) {
  return createClass<PickerState, Picker>({
    getInitialState() {
      return { published: {}, titles: {}, open: false };
    },

    componentDidMount() {
      void readPublished().then((published) => this.setState({ published }));
      void readTitles().then((titles) => this.setState({ titles }));
    },

    render() {
      const { props, state } = this as { props: CustomFieldControlProps; state: PickerState };
      const value = typeof props.value === 'string' ? props.value : '';
      const albums = pickableAlbums(built.albums, state.published, state.titles);
      const current = value ? chosenPhoto(value) : undefined;
      const currentAlbum = albums.find((album) => album.slug === current?.album);
      const shown = albums.find((album) => album.slug === (state.album ?? current?.album)) ?? albums[0];
      const currentName = current ? `${current.file} of ${currentAlbum?.title ?? current.album}` : '';
      const currentThumbnail = currentAlbum?.photos.find((photo) => photo.file === current?.file)?.thumbnail;
      const mayBeEmpty = props.field.get('required') === false;
      return (
        <div
          className="page-photo"
          id={props.forID}
          role="group"
          aria-label={current ? `Photo chosen: ${currentName}` : 'No photo chosen'}
        >
          <div className="page-photo__current">
            {current ? (
              thumbnail(h, currentThumbnail, `Chosen photo: ${currentName}`)
            ) : (
              <span className="page-photo__thumbnail page-photo__thumbnail--none">{''}</span>
            )}
            <span className="page-photo__name">
              {current ? currentName : mayBeEmpty ? 'Left empty.' : 'No photo chosen yet.'}
            </span>
            <button
              type="button"
              className="page-photo__open"
              aria-expanded={state.open}
              onClick={() => this.setState({ open: !state.open, album: undefined })}
            >
              {state.open ? 'Close' : current ? 'Choose another photo…' : 'Choose a photo…'}
            </button>
            {mayBeEmpty && current ? (
              <button
                type="button"
                className="page-photo__open"
                onClick={() => {
                  props.onChange('');
                  this.setState({ open: false });
                }}
              >
                Leave empty
              </button>
            ) : null}
          </div>
          {state.open && shown ? (
            <div className="page-photo__picker">
              <div className="page-photo__album">
                <label htmlFor={`${props.forID}-album`}>Album</label>
                <select
                  id={`${props.forID}-album`}
                  value={shown.slug}
                  onChange={(event: { currentTarget: HTMLSelectElement }) =>
                    this.setState({ album: event.currentTarget.value })
                  }
                >
                  {albums.map((album) => (
                    <option key={album.slug} value={album.slug}>
                      {album.title}
                    </option>
                  ))}
                </select>
              </div>
              {albumPhotos(h, this, shown, value)}
            </div>
          ) : null}
        </div>
      );
    },
  });
}

/** The chosen photo in the editor's preview pane: its thumbnail is the photo itself on the page. */
export function pagePhotoPreview({ h, createClass }: EditorGlobals) {
  return createClass<Record<string, never>, Instance<Record<string, never>, { value?: unknown }>>({
    getInitialState() {
      return {};
    },
    render() {
      return <span>{typeof this.props.value === 'string' ? this.props.value : ''}</span>;
    },
  });
}
