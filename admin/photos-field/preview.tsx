/**
 * The photos field's preview: the album's photos as this language's file lists them, each with its
 * picture from the repository the editor works on and its description. Loading the pictures here
 * (the preview alone is given the editor's asset API) lets the field show them too.
 */
/** @jsxRuntime classic */
/** @jsx h */
import type { CustomFieldPreviewProps } from '@sveltia/cms';
import { rowsOf } from './photo-rows';
import type { EditorGlobals, Instance, Listening } from './editor-react';
import { loadPicture, showAlbumPictures, type ShowingPictures } from './pictures';
import type { RepositoryAsset, VisitStore } from '../visit/visit-store';

type PreviewState = { pictures: number };
type PreviewInstance = Instance<PreviewState, CustomFieldPreviewProps> &
  Listening &
  ShowingPictures & { readonly visit: VisitStore };

const albumOf = (props: CustomFieldPreviewProps) => String(props.entry.get('slug') ?? '');

/** A saved photo of the album through the editor's asset API, as the preview has it now. */
const assetOf = (preview: PreviewInstance, file: string) => preview.props.getAsset(file) as RepositoryAsset | undefined;

/** Shows the album's pictures, reading those of its saved photos not read yet, and lends the drafts its asset API. */
function load(preview: PreviewInstance): void {
  const album = albumOf(preview.props);
  showAlbumPictures(preview, album, (file) => assetOf(preview, file));
  if (!album) return;
  for (const { file } of rowsOf(preview.props.value)) {
    if (!file.startsWith('blob:')) void loadPicture(preview.visit, album, file, assetOf(preview, file));
  }
}

export function photosPreview({ h, createClass }: EditorGlobals, visit: VisitStore) {
  return createClass<PreviewState, PreviewInstance>({
    // The visit's store, on every instance: createClass puts a member that is not a method on the prototype.
    visit,
    getInitialState() {
      return { pictures: visit.pictures.size };
    },
    componentDidMount() {
      this.stopListening = visit.picturesArrived.listen(() => this.setState({ pictures: visit.pictures.size }));
      load(this);
    },
    componentWillUnmount() {
      this.stopListening?.();
      showAlbumPictures(this, undefined);
    },
    componentDidUpdate() {
      load(this);
    },
    render() {
      const album = albumOf(this.props);
      const rows = rowsOf(this.props.value);
      return (
        // Styled inline: the preview pane does not load the field's stylesheet.
        <ol className="photos-preview" style={{ display: 'grid', gap: '0.75rem', padding: 0, listStyle: 'none' }}>
          {rows.map((row) => {
            const src = row.file.startsWith('blob:') ? row.file : visit.pictures.get(album, row.file);
            return (
              <li key={row.file} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
                {src ? (
                  <img
                    src={src}
                    alt={row.description}
                    loading="lazy"
                    style={{ width: '6rem', height: '6rem', objectFit: 'cover', flex: 'none' }}
                  />
                ) : null}
                <p style={{ margin: 0 }}>{row.description}</p>
              </li>
            );
          })}
        </ol>
      );
    },
  });
}
