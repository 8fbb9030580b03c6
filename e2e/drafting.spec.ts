/**
 * The drafting's browser part in a real Chromium, against the Gemini stand-in (a unit test's jsdom
 * cannot decode or encode an image): the copy sent for a draft is a JPEG of 1024 pixels on its long
 * side, upright, with no metadata at all whatever the camera wrote; the request carries her key and
 * our prompt and is one the service accepts (checked against its published description); no
 * network, a refused key and a reached limit each come back as their own cause; and a run ends at a
 * spent prepayment, a retired model or a FAILED_PRECONDITION with Google's words on screen, waits
 * at a limit, and keeps no answer cut off at its limit. The photos field's use of it, in the real
 * editor, is e2e/editor.spec.ts.
 */
import { build } from 'esbuild';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import type { draftDescription, draftPhotos } from '@/admin/drafting/draft-photos';
import type { draftingOutcome } from '@/admin/drafting/draft-request';
import type { failureCause } from '@/admin/google/service-failure';
import { privateMetadataOf } from '@/test-support/photo-metadata';
import { REFUSALS, routeDraftingTo, startDraftingStandIn, type DraftingStandIn } from './support/gemini-stand-in';

/** A key as Google AI Studio makes them for Gemini now: an auth key, `AQ.` and the rest. */
const KEY = `AQ.Ab8RN6${'D'.repeat(40)}`;

/** The browser's drafting module, bundled as the editor's bundle has it, with the failure's cause beside it. */
async function draftingModule(): Promise<string> {
  const { outputFiles } = await build({
    stdin: {
      contents: `export { draftDescription, draftPhotos } from './admin/drafting/draft-photos';
        export { draftingOutcome } from './admin/drafting/draft-request';
        export { failureCause } from './admin/google/service-failure';`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'drafting',
    platform: 'browser',
  });
  return outputFiles[0]!.text;
}

/** A camera's file: 3000×2000 stored sideways (shown upright as 2000×3000), with GPS, body, serial and a caption. */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c08a5a' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Canon', Model: 'EOS R5', ImageDescription: 'Rita and Nuno' },
      IFD2: { BodySerialNumber: '012345678901' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 5/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '8/1 40/1 12/1' },
    })
    .jpeg({ quality: 95 })
    .toBuffer();

type BrowserDrafting = {
  draftDescription: typeof draftDescription;
  draftPhotos: typeof draftPhotos;
  draftingOutcome: typeof draftingOutcome;
  failureCause: typeof failureCause;
};

/** Drafts the photo in the page as the photos field does, and gives the draft or the failure's cause. */
function draftInPage(page: Page, photo: Buffer, language: 'en' | 'pt'): Promise<string> {
  return page.evaluate(
    async ({ base64, key, language }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const { drafting } = window as unknown as { drafting: BrowserDrafting };
      try {
        return await drafting.draftDescription(
          { fieldRequests: new WeakSet() },
          key,
          language,
          { names: 'Rita & Nuno', place: 'na Quinta da Luz' },
          new Blob([bytes]),
        );
      } catch (failure) {
        return `failed: ${drafting.failureCause(failure)}`;
      }
    },
    { base64: photo.toString('base64'), key: KEY, language },
  );
}

/**
 * A run over three photos as the photos field makes one, one request at a time, its outcome shown
 * in a status line as the field shows it: what she reads when it ends.
 */
async function runInPage(page: Page, photo: Buffer): Promise<void> {
  await page.evaluate(
    async ({ base64, key }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const { drafting } = window as unknown as { drafting: BrowserDrafting };
      const visit = { fieldRequests: new WeakSet<RequestInit>() };
      const album = { names: 'Rita & Nuno', place: 'na Quinta da Luz' };
      const photos = [1, 2, 3].map((number) => ({
        file: `IMG_000${number}.webp`,
        name: `photo ${number} (IMG_000${number})`,
      }));
      const run = await drafting.draftPhotos(photos, {
        draftOne: (_, signal) => drafting.draftDescription(visit, key, 'en', album, new Blob([bytes]), signal),
        onDraft: () => true,
        onProgress: () => undefined,
        atOnce: 1,
      });
      let status = document.querySelector('[role="status"]');
      if (!status) {
        status = document.createElement('p');
        status.setAttribute('role', 'status');
        document.body.append(status);
      }
      // Just ended: every draft is still to check, every photo not drafted still empty.
      status.textContent = drafting.draftingOutcome(run, { toCheck: run.drafted.length, stillEmpty: () => true });
    },
    { base64: photo.toString('base64'), key: KEY },
  );
}

let standIn: DraftingStandIn;
test.beforeEach(async ({ page }) => {
  standIn = await startDraftingStandIn((call) =>
    call.instruction.includes('European Portuguese') ? 'Rita e Nuno a dançar.' : 'Rita and Nuno dance.',
  );
  await page.setContent('<!doctype html><title>drafting</title>');
  await page.addScriptTag({ content: await draftingModule() });
});
test.afterEach(async () => standIn.close());

test('the copy sent is a 1024-pixel JPEG, upright, with no GPS, camera or caption left, with her key and our prompt', async ({
  page,
}) => {
  const photo = await cameraPhoto();
  expect(await privateMetadataOf(photo)).toEqual(
    expect.arrayContaining(['Make', 'Model', 'SerialNumber', 'GPSLatitude']),
  );
  await routeDraftingTo(page, standIn);

  expect(await draftInPage(page, photo, 'pt')).toBe('Rita e Nuno a dançar.');

  expect(standIn.rejected).toEqual([]);
  expect(standIn.calls).toHaveLength(1);
  const [call] = standIn.calls;
  expect(call!.key).toBe(KEY);
  expect(call!.model).toBe('gemini-3.5-flash-lite');
  expect(call!.instruction).toContain('Write in European Portuguese');
  expect(call!.context).toContain('“Rita & Nuno”, a wedding, na Quinta da Luz');
  expect(call!.image.mimeType).toBe('image/jpeg');
  const sent = await sharp(call!.image.bytes).metadata();
  expect({ format: sent.format, width: sent.width, height: sent.height }).toEqual({
    format: 'jpeg',
    width: 683,
    height: 1024,
  });
  expect([sent.exif, sent.xmp, sent.iptc, sent.orientation]).toEqual([undefined, undefined, undefined, undefined]);
  expect(await privateMetadataOf(call!.image.bytes)).toEqual([]);
  expect(call!.image.bytes.length).toBeLessThan(200_000);
});

test('no network, a refused key and a reached limit each come back as their own cause', async ({ page }) => {
  const photo = await cameraPhoto();
  await routeDraftingTo(page, standIn, { offline: true });
  expect(await draftInPage(page, photo, 'en')).toBe('failed: offline');

  await page.unrouteAll();
  await routeDraftingTo(page, standIn);
  standIn.refuseNext(REFUSALS.invalidKey);
  expect(await draftInPage(page, photo, 'en')).toBe('failed: refused-key');
  standIn.refuseNext(REFUSALS.blockedAddress);
  expect(await draftInPage(page, photo, 'en')).toBe('failed: refused-key');
  standIn.refuseNext(REFUSALS.limit);
  expect(await draftInPage(page, photo, 'en')).toBe('failed: limit');
  expect(await draftInPage(page, photo, 'en')).toBe('Rita and Nuno dance.');
  expect(standIn.calls).toHaveLength(1);
  expect(standIn.rejected).toEqual([]);
});

test('a spent prepayment, a retired model and a precondition end the run at once in Google’s words, with what to do', async ({
  page,
}) => {
  const photo = await cameraPhoto();
  await routeDraftingTo(page, standIn);
  const told = page.getByRole('status');

  standIn.refuseNext(REFUSALS.spentPrepayment);
  await runInPage(page, photo);
  await expect(told).toHaveText(
    'No description was drafted. Your Gemini prepayment is used up (Google said: “Your prepayment credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project and billing.”): add credit in Google AI Studio (Billing), then try again. Waiting does not help. Nothing you wrote was changed.',
  );

  standIn.refuseNext(REFUSALS.retiredModel);
  await runInPage(page, photo);
  await expect(told).toHaveText(
    'No description was drafted. Google no longer offers what the editor asks it for (Google said: “models/gemini-3.5-flash-lite is not found for API version v1beta, or is not supported for generateContent.”): the model or service it names has been retired. Trying again does not help: ask your developer to update the editor. Nothing you wrote was changed.',
  );

  standIn.refuseNext(REFUSALS.precondition);
  await runInPage(page, photo);
  await expect(told).toHaveText(
    'No description was drafted. Google refused to serve the key’s project as it is (Google said: “User location is not supported for the API use without a billing account linked.”). Set up billing for that project in Google AI Studio (Billing) (the free tier is not offered in every country), then try again. Nothing you wrote was changed.',
  );
  // Each run ended at its first answer: no photo after a refusal was sent.
  expect(standIn.calls).toHaveLength(0);
  expect(standIn.rejected).toEqual([]);
});

test('a reached limit is still a wait, and an answer cut off at its limit is never kept as a draft', async ({
  page,
}) => {
  const photo = await cameraPhoto();
  await routeDraftingTo(page, standIn);
  const told = page.getByRole('status');

  standIn.refuseNext(REFUSALS.limit);
  await runInPage(page, photo);
  await expect(told).toHaveText(
    'No description was drafted. Google’s limit for drafts from the photos is reached for now (Google said: “You exceeded your current quota, please check your plan and billing details.”). Wait a few minutes, then try again; if it happens every time, raise the quota in the Google Cloud console. Nothing you wrote was changed.',
  );

  standIn.cutOffNext();
  await runInPage(page, photo);
  await expect(told).toHaveText(
    '2 of 2 drafts still to check: correct each one, or press Keep. Google gave no description for photo 1 (IMG_0001): write it yourself, or press the button again. Nothing you wrote was changed.',
  );
  expect(standIn.calls).toHaveLength(3);
  expect(standIn.rejected).toEqual([]);
});
