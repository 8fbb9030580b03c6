import {
  draftButtonLabel,
  draftedText,
  DraftDeclined,
  DRAFTING_ENDPOINT,
  DRAFTING_PRIVACY_NOTICE,
  draftingOutcome,
  draftingProgress,
  draftRequest,
  endsDrafting,
  photosToDraft,
  scaledSize,
} from './draft-request';
import { ServiceFailure } from '../google/service-failure';
import { withSuggestions } from '../translation/translation-request';

describe('scaledSize', () => {
  it('brings the long side to 1024 pixels, keeping the proportions', () => {
    expect(scaledSize(6000, 4000)).toEqual({ width: 1024, height: 683 });
    expect(scaledSize(4000, 6000)).toEqual({ width: 683, height: 1024 });
    expect(scaledSize(2400, 2400)).toEqual({ width: 1024, height: 1024 });
    expect(scaledSize(4032, 3024, 768)).toEqual({ width: 768, height: 576 });
  });

  it('never enlarges a small photo, and never gives a side of 0', () => {
    expect(scaledSize(800, 533)).toEqual({ width: 800, height: 533 });
    expect(scaledSize(20000, 10)).toEqual({ width: 1024, height: 1 });
  });
});

describe('draftRequest', () => {
  it('asks the pinned model for one answer, with our instruction, the album’s context and the JPEG copy', () => {
    expect(DRAFTING_ENDPOINT).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-3.5-flash-lite:generateContent',
    );
    const request = draftRequest('pt', { names: 'Rita & Nuno' }, 'AAAA');
    expect(request.systemInstruction.parts[0]!.text).toContain('European Portuguese');
    expect(request.contents).toEqual([
      {
        role: 'user',
        parts: [
          { text: expect.stringContaining('“Rita & Nuno”') as unknown },
          { inlineData: { mimeType: 'image/jpeg', data: 'AAAA' } },
        ],
      },
    ]);
    expect(request.generationConfig).toEqual({ candidateCount: 1, maxOutputTokens: 512 });
  });
});

describe('draftedText', () => {
  const answer = (parts: unknown[], finishReason = 'STOP') => ({
    candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
    usageMetadata: { promptTokenCount: 1400, candidatesTokenCount: 20, totalTokenCount: 1420 },
    modelVersion: 'gemini-3.5-flash-lite',
  });

  it('reads the sentence, leaving out the model’s thoughts', () => {
    expect(
      draftedText(
        answer([
          { text: 'Thinking about the light…', thought: true },
          { text: "Photo of Rita and Nuno's first dance." },
        ]),
      ),
    ).toBe("Rita and Nuno's first dance.");
    expect(draftedText(answer([{ text: 'Confetti over ' }, { text: 'the couple.' }]))).toBe(
      'Confetti over the couple.',
    );
  });

  it('keeps no answer cut off at its token limit, however much of a sentence it has', () => {
    expect(() => draftedText(answer([{ text: 'Rita and Nuno walk out of the chapel under' }], 'MAX_TOKENS'))).toThrow(
      'the answer was not finished (MAX_TOKENS)',
    );
  });

  it('declines a photo the filters blocked, or an answer without a description', () => {
    const declined = [
      { promptFeedback: { blockReason: 'SAFETY' } },
      { candidates: [] },
      {},
      null,
      'not json',
      answer([{ text: 'A bride' }], 'SAFETY'),
      answer([], 'IMAGE_SAFETY'),
      answer([], 'PROHIBITED_CONTENT'),
      answer([], 'MAX_TOKENS'),
      answer([{ text: 'Rita and Nuno walk out of the chapel under' }], 'MAX_TOKENS'),
      answer([{ text: 'Rita and Nuno dance.' }], 'FINISH_REASON_UNSPECIFIED'),
      { candidates: [{ content: { role: 'model', parts: [{ text: 'Rita and Nuno dance.' }] } }] },
      answer([{ text: '   ' }]),
      answer([{ inlineData: { mimeType: 'image/png', data: 'AA' } }]),
      { candidates: [{ finishReason: 'STOP' }] },
    ];
    for (const each of declined) expect(() => draftedText(each)).toThrow(DraftDeclined);
  });
});

describe('photosToDraft', () => {
  it('takes only the photos without a description: her captions and her words stay', () => {
    expect(
      photosToDraft([
        { description: 'Caption from Lightroom' },
        { description: '' },
        { description: '   ' },
        { description: 'Her own words' },
      ]),
    ).toEqual([1, 2]);
  });

  it('fills a draft only where the box is still empty when it arrives', () => {
    const rows = [
      { file: 'a.webp', description: '', cover: true },
      { file: 'b.webp', description: 'She typed this meanwhile' },
    ];
    const drafts = new Map([
      ['a.webp', 'The bride’s bouquet.'],
      ['b.webp', 'A drafted text that came too late.'],
    ]);
    expect(withSuggestions(rows, drafts)).toEqual([
      { file: 'a.webp', description: 'The bride’s bouquet.', cover: true },
      { file: 'b.webp', description: 'She typed this meanwhile' },
    ]);
  });
});

describe('endsDrafting', () => {
  it('stops at no network, a refused key or a reached limit, and goes on past one photo’s failure', () => {
    expect(endsDrafting(new TypeError('Failed to fetch'))).toBe(true);
    expect(endsDrafting(new ServiceFailure(400, 'API key not valid. Please pass a valid API key.'))).toBe(true);
    expect(endsDrafting(new ServiceFailure(429, ''))).toBe(true);
    expect(endsDrafting(new ServiceFailure(402, 'Your prepayment credits are depleted.'))).toBe(true);
    expect(endsDrafting(new ServiceFailure(404, 'models/gemini-3.5-flash-lite is not found.', ['NOT_FOUND']))).toBe(
      true,
    );
    expect(endsDrafting(new ServiceFailure(400, 'Billing is required.', ['FAILED_PRECONDITION']))).toBe(true);
    expect(endsDrafting(new ServiceFailure(403, 'Permission denied.', ['PERMISSION_DENIED']))).toBe(true);
    expect(endsDrafting(new ServiceFailure(400, 'Unable to process input image.', ['INVALID_ARGUMENT']))).toBe(false);
    expect(endsDrafting(new ServiceFailure(500, 'Internal error'))).toBe(false);
    expect(endsDrafting(new DraftDeclined('the photo was blocked (SAFETY)'))).toBe(false);
  });
});

describe('draftButtonLabel', () => {
  it('says how many empty descriptions the button drafts', () => {
    expect(draftButtonLabel(39)).toBe('Draft the 39 empty descriptions from the photos');
    expect(draftButtonLabel(1)).toBe('Draft the empty description from the photo');
  });
});

describe('draftingProgress', () => {
  it('says which photo is being drafted, of how many', () => {
    expect(draftingProgress(11, 40)).toBe('Drafting 12 of 40…');
    expect(draftingProgress(0, 1)).toBe('Drafting 1 of 1…');
    expect(draftingProgress(40, 40)).toBe('Drafting 40 of 40…');
  });
});

describe('draftingOutcome', () => {
  const photo = (number: number) => ({ file: `IMG_${number}.webp`, name: `photo ${number} (IMG_${number})` });
  const photos = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => photo(from + index));
  const files = (from: number, to: number) => photos(from, to).map((each) => each.file);
  /** The field as she may find it: `toCheck` drafts still marked, and the photos still empty. */
  const now = (toCheck: number, empty: readonly { file: string }[] = []) => ({
    toCheck,
    stillEmpty: (file: string) => empty.some((each) => each.file === file),
  });
  const none = { declined: [], unread: [], left: [] };

  it('says how many drafts are still to check, counting down as she keeps or corrects them, and nothing at 0', () => {
    const run = { ...none, drafted: files(1, 34) };
    expect(draftingOutcome(run, now(34))).toBe(
      '34 of 34 drafts still to check: correct each one, or press Keep. Nothing you wrote was changed.',
    );
    expect(draftingOutcome(run, now(1))).toBe(
      '1 of 34 drafts still to check: correct each one, or press Keep. Nothing you wrote was changed.',
    );
    expect(draftingOutcome(run, now(0))).toBe('');
    expect(draftingOutcome({ ...none, drafted: files(1, 1) }, now(1))).toBe(
      '1 of 1 draft still to check: correct each one, or press Keep. Nothing you wrote was changed.',
    );
  });

  it('says what was left when she stopped, or when a failure stopped the run, while those photos are still empty', () => {
    const stopped = { ...none, drafted: files(1, 12), left: photos(13, 40), stoppedBy: 'her' as const };
    expect(draftingOutcome(stopped, now(12, photos(13, 40)))).toBe(
      '12 of 12 drafts still to check: correct each one, or press Keep. Stopped: 28 descriptions not drafted; press the button again to draft them. Nothing you wrote was changed.',
    );
    // She wrote some herself; then "Revert All Changes" or a save put descriptions in them all.
    expect(draftingOutcome(stopped, now(0, photos(13, 19)))).toBe(
      'Stopped: 7 descriptions not drafted; press the button again to draft them. Nothing you wrote was changed.',
    );
    expect(draftingOutcome(stopped, now(0))).toBe('');
    // Nothing drafted before her Stop: said once, and one description as one.
    expect(draftingOutcome({ ...none, drafted: [], left: photos(1, 1), stoppedBy: 'her' }, now(0, photos(1, 1)))).toBe(
      'Stopped: 1 description not drafted; press the button again to draft it. Nothing you wrote was changed.',
    );
    expect(
      draftingOutcome(
        {
          ...none,
          drafted: files(1, 12),
          left: photos(13, 40),
          stoppedBy: { failure: new TypeError('Failed to fetch') },
        },
        now(12, photos(13, 40)),
      ),
    ).toBe(
      '12 of 12 drafts still to check: correct each one, or press Keep. 28 photos were not drafted. Google could not be reached: this computer seems to be offline. Check the internet connection, then try again. Nothing you wrote was changed.',
    );
    expect(
      draftingOutcome(
        { ...none, drafted: [], left: photos(1, 3), stoppedBy: { failure: new ServiceFailure(429, '') } },
        now(0, photos(1, 3)),
      ),
    ).toMatch(/^No description was drafted\. Google’s limit for drafts from the photos is reached/);
  });

  it('tells a spent prepayment as what to do, and a limit as a wait, never a list of photos Google skipped', () => {
    const spent = draftingOutcome(
      {
        ...none,
        drafted: [],
        left: photos(1, 40),
        stoppedBy: {
          failure: new ServiceFailure(402, 'Your prepayment credits are depleted.', ['RESOURCE_EXHAUSTED']),
        },
      },
      now(0, photos(1, 40)),
    );
    expect(spent).toBe(
      'No description was drafted. Your Gemini prepayment is used up (Google said: “Your prepayment credits are depleted.”): add credit in Google AI Studio (Billing), then try again. Waiting does not help. Nothing you wrote was changed.',
    );
    expect(spent).not.toContain('Google gave no description');
    const limit = draftingOutcome(
      {
        ...none,
        drafted: files(1, 3),
        left: photos(4, 40),
        stoppedBy: { failure: new ServiceFailure(429, 'Resource has been exhausted (e.g. check quota).') },
      },
      now(3, photos(4, 40)),
    );
    expect(limit).toContain('37 photos were not drafted. Google’s limit for drafts from the photos is reached for now');
    expect(limit).toContain('Wait a few minutes, then try again');
  });

  it('names the photos Google gave no description for, while they are still empty', () => {
    const run = { ...none, drafted: files(1, 3), declined: [photo(4), photo(5)] };
    expect(draftingOutcome(run, now(3, [photo(4), photo(5)]))).toBe(
      '3 of 3 drafts still to check: correct each one, or press Keep. Google gave no description for photo 4 (IMG_4) and photo 5 (IMG_5): write them yourself, or press the button again. Nothing you wrote was changed.',
    );
    expect(draftingOutcome(run, now(0, [photo(5)]))).toBe(
      'Google gave no description for photo 5 (IMG_5): write it yourself, or press the button again. Nothing you wrote was changed.',
    );
  });
});

describe('draftingOutcome of photos this browser could not read', () => {
  it('says which photos could not be read and what to do, never that Google gave nothing for them', () => {
    const unread = { file: 'IMG_0003.webp', name: 'photo 3 (IMG_0003)' };
    const outcome = draftingOutcome(
      { drafted: ['IMG_0001.webp', 'IMG_0002.webp'], declined: [], unread: [unread], left: [] },
      { toCheck: 2, stillEmpty: (file) => file === unread.file },
    );
    expect(outcome).toBe(
      '2 of 2 drafts still to check: correct each one, or press Keep. This browser could not read photo 3 (IMG_0003), so nothing was sent for it: press the button again in a moment, or write it yourself. Nothing you wrote was changed.',
    );
    expect(outcome).not.toContain('Google');
  });
});

describe('DRAFTING_PRIVACY_NOTICE', () => {
  it('names the service, what is sent and on what terms', () => {
    expect(DRAFTING_PRIVACY_NOTICE).toContain('Google’s Gemini API');
    expect(DRAFTING_PRIVACY_NOTICE).toContain('1024 pixels on its long side, without GPS position or camera data');
    expect(DRAFTING_PRIVACY_NOTICE).toContain('does not use them to improve its products');
    expect(DRAFTING_PRIVACY_NOTICE).toContain('Nothing is sent until you press the button');
  });
});
