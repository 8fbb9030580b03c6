/**
 * The editor's photos field (registered as the album-photos field type): an album's photos, each
 * with its thumbnail and its description. The field is translated, so the editor shows it once per
 * language, and each side writes its own file (lib/albums/schema.ts):
 * - on the English side (english-side.ts) she adds many photos at once (adding.ts), orders,
 *   removes and restores them until she saves, chooses the cover and writes the English
 *   descriptions;
 * - on the Portuguese side (portuguese-side.ts) she sees the same photos, in the same order, and
 *   writes their Portuguese descriptions, kept by file name; the empty ones can be suggested from
 *   the English (suggestions.ts), each marked until she corrects it or keeps it.
 * Its rows and what the two sides share are in field-state.ts, its pictures in pictures.ts; the
 * rules themselves (what adding, moving, removing do, what stops a save) are lib/admin's.
 */
import { englishProblems, portugueseProblems } from '@/lib/admin/photo-rows';
import { uncheckedSuggestions } from '@/lib/admin/translation';
import { suggestedTexts } from '../european-translation';
import type { EditorGlobals, Listening } from './editor-react';
import {
  albumOf,
  checkedIn,
  englishRowsIn,
  followEnglish,
  initialState,
  isPortugueseSide,
  nameOf,
  onEnglish,
  rowsIn,
  showEnglish,
  type FieldState,
  type PhotosFieldInstance,
} from './field-state';
import { englishSide } from './english-side';
import { onPicture, picturesLoaded, publishedThumbnails, showAlbumPictures, type ShowingPictures } from './pictures';
import { portugueseSide } from './portuguese-side';

export { photosPreview } from './preview';

/** The field, with what it listens to and the album whose pictures it shows. */
type Field = PhotosFieldInstance & Listening & ShowingPictures;

/** What each side does once drawn: the English side says what it shows, the Portuguese side follows it. */
function showSide(props: PhotosFieldInstance['props']): void {
  if (isPortugueseSide(props)) followEnglish(props);
  else showEnglish(albumOf(props), rowsIn(props));
}

export function photosField({ h, createClass }: EditorGlobals) {
  return createClass<FieldState>({
    getInitialState() {
      return initialState(picturesLoaded());
    },

    componentDidMount() {
      const field = this as Field;
      void publishedThumbnails().then((published) => this.setState({ published }));
      const stopPictures = onPicture(() => this.setState({ pictures: picturesLoaded() }));
      const stopEnglish = onEnglish(() => this.setState({ english: this.state.english + 1 }));
      field.stopListening = () => {
        stopPictures();
        stopEnglish();
      };
      showAlbumPictures(field, albumOf(this.props));
      showSide(this.props);
    },

    componentWillUnmount() {
      const field = this as Field;
      field.stopListening?.();
      showAlbumPictures(field, undefined);
      if (!isPortugueseSide(this.props)) showEnglish(albumOf(this.props), undefined);
    },

    componentDidUpdate() {
      showAlbumPictures(this as Field, albumOf(this.props));
      showSide(this.props);
    },

    isValid() {
      const problems = isPortugueseSide(this.props)
        ? [
            ...portugueseProblems(englishRowsIn(this.props), rowsIn(this.props), nameOf),
            ...uncheckedSuggestions(rowsIn(this.props), suggestedTexts, checkedIn(this.props), nameOf),
          ]
        : englishProblems(rowsIn(this.props), nameOf);
      return problems.length === 0 ? true : { error: { message: problems.join(' ') } };
    },

    render() {
      const side = { h, field: this };
      return isPortugueseSide(this.props) ? portugueseSide(side) : englishSide(side);
    },
  });
}
