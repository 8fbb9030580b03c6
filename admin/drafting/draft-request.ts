/**
 * The photo descriptions drafted from the photos themselves, by Google's Gemini API with her own
 * Gemini key (drafting-key.ts; docs/decisions/0010-drafted-descriptions.md):
 * which photos are drafted (only those without a description: her Lightroom captions and her own
 * words are never replaced), the request for one photo and the reading of the answer, what she is
 * told while it works and when it ends, and what she is told once before any photo leaves her
 * computer. Pure; the browser's part (the downscaled copy, the requests) is
 * admin/drafting/draft-photos.ts.
 */
import { draftContext, draftInstruction, tidyDraft, type AlbumContext, type DraftLanguage } from './draft-prompt';
import { isDescribed } from '../photos-field/photo-rows';
import { failureCause, failureNotice } from '../google/service-failure';

/** The model, pinned: a stable Gemini model (no "preview", no "-latest" alias that changes under her). */
export const DRAFTING_MODEL = 'gemini-3.5-flash-lite';
/** Where the Gemini API answers: the one address the editor's policy allows for drafting. */
export const DRAFTING_ORIGIN = 'https://generativelanguage.googleapis.com';
export const DRAFTING_ENDPOINT = `${DRAFTING_ORIGIN}/v1beta/models/${DRAFTING_MODEL}:generateContent`;

/** The long side of the copy that is sent, in pixels: enough to see faces and gestures, a fraction of the photo. */
export const DRAFT_LONG_SIDE = 1024;

/** The size of the copy sent for a photo of `width` × `height`: its long side at most `longSide`, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  longSide: number = DRAFT_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type TextPart = { text: string };
type ImagePart = { inlineData: { mimeType: 'image/jpeg'; data: string } };
/** The body of a generateContent request, as the Gemini API's v1beta description states it. */
export type DraftRequest = {
  systemInstruction: { parts: TextPart[] };
  contents: { role: 'user'; parts: (TextPart | ImagePart)[] }[];
  generationConfig: { candidateCount: number; maxOutputTokens: number };
};

/**
 * Room for one sentence and the little thinking the model does by default. The model ignores a
 * temperature of ours, so none is sent.
 */
const MAX_OUTPUT_TOKENS = 512;

/** The request for one photo's description in `language`: ours instruction, the album's context, the JPEG copy (base64). */
export function draftRequest(language: DraftLanguage, album: AlbumContext, jpegBase64: string): DraftRequest {
  return {
    systemInstruction: { parts: [{ text: draftInstruction(language) }] },
    contents: [
      {
        role: 'user',
        parts: [{ text: draftContext(language, album) }, { inlineData: { mimeType: 'image/jpeg', data: jpegBase64 } }],
      },
    ],
    generationConfig: { candidateCount: 1, maxOutputTokens: MAX_OUTPUT_TOKENS },
  };
}

/** Google answered, but gave no description for this photo: its safety filter, or an empty answer. */
export class DraftDeclined extends Error {}

/**
 * This browser could not read the photo to draft (nothing of it here but its thumbnail, the
 * network failed, or it could not be drawn): nothing was sent for it, and Google is not to blame.
 */
export class PhotoUnreadable extends Error {}

/**
 * The one ending of an answer whose text is the model's whole sentence. Any other leaves the photo
 * for her: MAX_TOKENS is a sentence cut off mid-way, the filters' SAFETY, PROHIBITED_CONTENT,
 * IMAGE_SAFETY… a refusal, and an ending unnamed or added later says nothing of the text.
 */
const FINISHED = 'STOP';

/**
 * The description in the service's answer to one photo. A blocked prompt, an answer without
 * candidates, a candidate the filters stopped or cut off, or one without text is a `DraftDeclined`: that photo
 * is left for her, and the others go on.
 */
export function draftedText(answer: unknown): string {
  const { promptFeedback, candidates } = (answer ?? {}) as { promptFeedback?: unknown; candidates?: unknown };
  const blocked = (promptFeedback as { blockReason?: unknown } | undefined)?.blockReason;
  if (typeof blocked === 'string') throw new DraftDeclined(`the photo was blocked (${blocked})`);
  const candidate = (Array.isArray(candidates) ? (candidates as unknown[]) : [])[0] as
    { finishReason?: unknown; content?: { parts?: unknown } } | undefined;
  if (!candidate) throw new DraftDeclined('the answer had no description');
  const ending = typeof candidate.finishReason === 'string' ? candidate.finishReason : 'no ending given';
  if (ending !== FINISHED) throw new DraftDeclined(`the answer was not finished (${ending})`);
  const parts = Array.isArray(candidate.content?.parts) ? (candidate.content.parts as unknown[]) : [];
  const text = tidyDraft(
    parts
      .map((part) => part as { text?: unknown; thought?: unknown })
      .filter((part) => typeof part.text === 'string' && part.thought !== true)
      .map((part) => part.text as string)
      .join(''),
  );
  if (text === '') throw new DraftDeclined('the answer had no description');
  return text;
}

/** The places (from 0) of the photos to draft: every one without a description; what she or Lightroom wrote stays. */
export function photosToDraft(rows: readonly { description: string }[]): number[] {
  return rows.flatMap((row, index) => (isDescribed(row.description) ? [] : [index]));
}

/**
 * Whether a failure ends the run: no network, a refused key or request, a reached limit, a spent
 * prepayment, a retired model would fail every next photo too. Only one photo's failure (a server's
 * hiccup, an image it could not process) lets the others go on.
 */
export const endsDrafting = (failure: unknown): boolean => failureCause(failure) !== 'other';

/** The button that drafts `count` empty descriptions (the photographer's guide names it so). */
export const draftButtonLabel = (count: number): string =>
  count === 1 ? 'Draft the empty description from the photo' : `Draft the ${count} empty descriptions from the photos`;

/** What the field says while it works: the photo being drafted, of how many. */
export function draftingProgress(done: number, total: number): string {
  return `Drafting ${Math.min(done + 1, total)} of ${total}…`;
}

/** A photo to draft: its file (the field's key) and how she names it ("photo 7 (IMG_0007)"). */
export type PhotoToDraft = { file: string; name: string };

/** How one run of drafting ended, photo by photo, for what she is told. */
export type DraftingRun = {
  /** The photos whose drafts were filled in (a draft for a box she typed in meanwhile is not), by file. */
  drafted: readonly string[];
  /** The photos Google gave no description for, or failed on alone. */
  declined: readonly PhotoToDraft[];
  /** The photos this browser could not read, so never sent. */
  unread: readonly PhotoToDraft[];
  /** The photos not drafted because the run stopped before their turn (or during it). */
  left: readonly PhotoToDraft[];
  /** What stopped the run before the end: her Stop, or a failure every next photo would meet too. */
  stoppedBy?: 'her' | { failure: unknown };
};

/** The field as it is now, for what a run's message still says: drafts left to check, descriptions still empty. */
export type RunNow = {
  /** How many of the run's drafts are still marked, unchecked. */
  toCheck: number;
  /** Whether the photo is in the album now with its description still empty. */
  stillEmpty: (file: string) => boolean;
};

const descriptions = (count: number) => (count === 1 ? '1 description' : `${count} descriptions`);
const list = (names: readonly string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
const them = (count: number) => (count === 1 ? 'it' : 'them');

/**
 * What the field says of a run, true as the field is now (never only when the run ended): the
 * drafts she has still to check, counting down to nothing; the photos still empty that were left,
 * declined or unread, and why. Once she has checked every draft and nothing the run left is still
 * empty (she wrote it, or a save, a reload or "Revert All Changes" put other descriptions there),
 * it says nothing.
 */
export function draftingOutcome({ drafted, declined, unread, left, stoppedBy }: DraftingRun, now: RunNow): string {
  const emptyNow = <Photo extends { file: string }>(photos: readonly Photo[]) =>
    photos.filter((photo) => now.stillEmpty(photo.file));
  const [leftNow, declinedNow, unreadNow] = [emptyNow(left), emptyNow(declined), emptyNow(unread)];
  // With nothing drafted, "No description was drafted." is said once, not again as a count of photos.
  const stopped =
    stoppedBy === undefined || leftNow.length === 0
      ? ''
      : stoppedBy === 'her'
        ? `Stopped: ${descriptions(leftNow.length)} not drafted; press the button again to draft ${them(leftNow.length)}.`
        : drafted.length === 0
          ? `No description was drafted. ${failureNotice(stoppedBy.failure, 'drafting')}`
          : `${leftNow.length === 1 ? '1 photo was' : `${leftNow.length} photos were`} not drafted. ${failureNotice(stoppedBy.failure, 'drafting')}`;
  const notRead =
    unreadNow.length === 0
      ? ''
      : `This browser could not read ${list(unreadNow.map((photo) => photo.name))}, so nothing was sent for ${them(unreadNow.length)}: press the button again in a moment, or write ${them(unreadNow.length)} yourself.`;
  const skipped =
    declinedNow.length === 0
      ? ''
      : `Google gave no description for ${list(declinedNow.map((photo) => photo.name))}: write ${them(declinedNow.length)} yourself, or press the button again.`;
  const toCheck = Math.min(now.toCheck, drafted.length);
  const checking =
    toCheck === 0
      ? ''
      : `${toCheck} of ${drafted.length} ${drafted.length === 1 ? 'draft' : 'drafts'} still to check: correct each one, or press Keep.`;
  const rest = [stopped, notRead, skipped].filter(Boolean);
  if (!checking && rest.length === 0) return '';
  const done = drafted.length > 0 ? checking : stopped ? '' : 'No description was drafted.';
  return [done, ...rest, 'Nothing you wrote was changed.'].filter(Boolean).join(' ');
}

/** What she is told once, before the first photo leaves her computer: which service sees her photos, and on what terms. */
export const DRAFTING_PRIVACY_NOTICE =
  'Drafting sends each photo without a description to Google’s Gemini API, with your Gemini key: a small copy (1024 pixels on its long side, without GPS position or camera data) and the album’s names, place and story. With billing set up on the key’s project, Google does not use them to improve its products; it keeps them for a limited time (55 days) only to detect misuse. Nothing is sent until you press the button, and only the photos without a description.';
