import { screen, within } from '@testing-library/react';
import { renderAlbum } from '@/test-support/photos-field';
import { DRAFTING_KEY_WORDS, storeDraftingKey } from '@/admin/drafting/drafting-key';
import { DRAFTING_PRIVACY_NOTICE, draftButtonLabel, draftingProgress } from '@/admin/drafting/draft-request';

const english = [
  { file: 'IMG_0001.jpg', description: '', cover: true },
  { file: 'IMG_0002.jpg', description: '' },
  { file: 'IMG_0003.jpg', description: 'Her hand on his arm.' },
];

/**
 * The saved photos as the page reads them, each answered when the test says: jsdom draws no
 * picture, so a photo answered is one this browser could not read, and nothing is sent to Google.
 */
function savedPhotos() {
  const waiting = new Map<string, () => void>();
  return {
    readSavedPhoto: (_album: string, file: string) =>
      new Promise<Blob>((resolve) => waiting.set(file, () => resolve(new Blob(['not a picture'])))),
    answer: (file: string) => waiting.get(file)!(),
  };
}

const status = () => screen.getByRole('status');

afterEach(() => localStorage.clear());

describe('drafting the empty descriptions', () => {
  it('asks for her Gemini key while there is none, and offers nothing else', async () => {
    await renderAlbum({ english });
    expect(screen.getByRole('textbox', { name: DRAFTING_KEY_WORDS.label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: draftButtonLabel(2) })).not.toBeInTheDocument();
  });

  it('says what is sent before the first photo leaves, then shows the progress with Stop, and what Stop left', async () => {
    storeDraftingKey('AQ.test-key');
    const photos = savedPhotos();
    const { user } = await renderAlbum({ english, readSavedPhoto: photos.readSavedPhoto });

    await user.click(screen.getByRole('button', { name: draftButtonLabel(2) }));
    const notice = screen.getByRole('dialog', { name: 'Before drafting: what is sent' });
    expect(within(notice).getByText(DRAFTING_PRIVACY_NOTICE)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Send and draft' }));

    expect(status()).toHaveTextContent(draftingProgress(0, 2));
    expect(screen.queryByRole('button', { name: draftButtonLabel(2) })).not.toBeInTheDocument();
    photos.answer('IMG_0001.jpg');
    expect(await screen.findByText(draftingProgress(1, 2))).toBe(status());

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    photos.answer('IMG_0002.jpg');
    expect(await screen.findByRole('button', { name: draftButtonLabel(2) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(
      'Stopped: 1 description not drafted; press the button again to draft it. This browser could not read photo 1 (IMG_0001)',
    );
    expect(status()).toHaveTextContent('Nothing you wrote was changed.');
  });

  it('forgets her Gemini key when she asks to change it, and asks for one again', async () => {
    storeDraftingKey('AQ.test-key');
    const { user } = await renderAlbum({ english });
    await user.click(screen.getByRole('button', { name: DRAFTING_KEY_WORDS.forget }));
    expect(await screen.findByRole('textbox', { name: DRAFTING_KEY_WORDS.label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: draftButtonLabel(2) })).not.toBeInTheDocument();
  });

  it('does not ask again once she has read what is sent', async () => {
    storeDraftingKey('AQ.test-key');
    const photos = savedPhotos();
    const { user } = await renderAlbum({ english, readSavedPhoto: photos.readSavedPhoto });
    await user.click(screen.getByRole('button', { name: draftButtonLabel(2) }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: draftButtonLabel(2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: draftButtonLabel(2) }));
    await user.click(screen.getByRole('button', { name: 'Send and draft' }));
    photos.answer('IMG_0001.jpg');
    photos.answer('IMG_0002.jpg');
    expect(await screen.findByRole('button', { name: draftButtonLabel(2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: draftButtonLabel(2) }));
    expect(status()).toHaveTextContent(draftingProgress(0, 2));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });
});
