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
  checkedByHer,
  englishRowsIn,
  followEnglish,
  initialState,
  isPortugueseSide,
  nameOf,
  rowsIn,
  type FieldState,
  type PhotosFieldInstance,
} from './field-state';
import { englishSide } from './english-side';
import { onPicture, picturesLoaded, publishedThumbnails } from './pictures';
import { portugueseSide } from './portuguese-side';

export { photosPreview } from './preview';

export function photosField({ h, createClass }: EditorGlobals) {
  return createClass<FieldState>({
    getInitialState() {
      return initialState(picturesLoaded());
    },

    componentDidMount() {
      void publishedThumbnails().then((published) => this.setState({ published }));
      (this as PhotosFieldInstance & Listening).stopListening = onPicture(() =>
        this.setState({ pictures: picturesLoaded() }),
      );
      followEnglish(this.props);
    },

    componentWillUnmount() {
      (this as PhotosFieldInstance & Listening).stopListening?.();
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
      const side = { h, field: this };
      return isPortugueseSide(this.props) ? portugueseSide(side) : englishSide(side);
    },
  });
}
