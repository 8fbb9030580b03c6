/**
 * Adding photos on the English side, many at once, straight from the camera or Lightroom: the
 * editor converts each (addFile applies the WebP transformation of admin/editor/cms-config.ts,
 * dropping GPS and camera data), and the caption written in Lightroom, read before the conversion
 * drops it, fills in the English description; a caption written in Portuguese goes to the Portuguese
 * side instead (caption-language.ts), where the Portuguese side picks it up for that photo, marked
 * for her to check: the language was guessed.
 */
import exifr from 'exifr';
import { captionOf } from './caption';
import { captionLanguage, portugueseCaptionsNotice } from './caption-language';
import { PHOTOS_AT_ONCE } from './photo-limits';
import { addedNotice, addPhotos } from './photo-rows';
import { albumOf, noticeOf, rowsIn, type PhotosFieldInstance } from './field-state';

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

/** Whether a chosen file is a photo the editor can take (a phone's HEIC has no image type in some browsers). */
const isPhoto = (file: File) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);

/** Adds the chosen photos at the end, saying how far it is and then what was added. */
export async function addChosenPhotos(field: PhotosFieldInstance, files: File[]): Promise<void> {
  const photos = files.filter(isPhoto);
  if (photos.length > PHOTOS_AT_ONCE) {
    field.setState({ notice: { text: `Add at most ${PHOTOS_AT_ONCE} photos at a time; you chose ${photos.length}.` } });
    return;
  }
  const added: { file: string; description?: string }[] = [];
  const inPortuguese: string[] = [];
  const failed: string[] = [];
  field.setState({ adding: { done: 0, total: photos.length }, notice: { text: '' } });
  for (const [done, photo] of photos.entries()) {
    const caption = await readCaption(photo);
    try {
      const file = await field.props.addFile(photo);
      field.visit.noteCameraName(file, photo.name);
      if (caption && captionLanguage(caption) === 'pt') {
        // Waiting for the Portuguese side, which takes it for this photo when it follows the English photos.
        field.visit.setAsidePortuguese.of(albumOf(field.props)).set(file, caption);
        // Her caption, on the other side by the machine's guess: hers to check there.
        field.visit.marks.wrote(albumOf(field.props), 'pt', file, caption, 'caption');
        inPortuguese.push(file);
        added.push({ file });
      } else added.push({ file, ...(caption ? { description: caption } : {}) });
    } catch (error) {
      failed.push(`${photo.name} could not be added (${error instanceof Error ? error.message : String(error)}).`);
    }
    field.setState({ adding: { done: done + 1, total: photos.length } });
  }
  const next = addPhotos(rowsIn(field.props), added);
  const cover = next.some((row) => row.cover) ? [] : ['Choose the cover below.'];
  field.setState({
    adding: null,
    notice: noticeOf(
      [
        addedNotice(added.length, photos.length),
        portugueseCaptionsNotice(next.flatMap((row, index) => (inPortuguese.includes(row.file) ? [index + 1] : []))),
        ...failed,
        ...cover,
      ]
        .filter(Boolean)
        .join(' '),
      next,
    ),
  });
  // The rows as they are now: she may have typed while the photos were converted.
  field.props.onChange(next);
}
