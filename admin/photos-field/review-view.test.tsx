import { screen, within } from '@testing-library/react';
import { renderAlbum } from '@/test-support/photos-field';
import { MARK_WORDS } from './marks';
import { bringSideHint } from './review';

const ALBUM = 'a-wedding';
const english = [
  { file: 'IMG_0001.jpg', description: 'The rings on the table.', cover: true },
  { file: 'IMG_0002.jpg', description: '' },
  { file: 'IMG_0003.jpg', description: 'Her hand on his arm.' },
];
const portuguese = [
  { file: 'IMG_0001.jpg', description: 'As alianças na mesa.' },
  { file: 'IMG_0002.jpg', description: '' },
  { file: 'IMG_0003.jpg', description: '' },
];

/** Both sides on screen, the first photo's English drafted (to check), four descriptions empty (to write). */
const renderBothSides = () =>
  renderAlbum({
    album: ALBUM,
    english,
    portuguese,
    panes: ['en', 'pt'],
    before: (visit) => visit.marks.wrote(ALBUM, 'en', 'IMG_0001.jpg', 'The rings on the table.', 'drafted'),
  });

const englishPane = () => screen.getByRole('region', { name: 'English pane' });

/** Opens the review view from the English side, as she does with its toolbar's button. */
async function openReview(user: Awaited<ReturnType<typeof renderAlbum>>['user']) {
  await user.click(within(englishPane()).getByRole('button', { name: 'Check the descriptions…' }));
  return screen.getByRole('dialog', { name: /^Photo / });
}

describe('the review view', () => {
  it('opens on the first photo with something to check or write and counts what is left in both languages', async () => {
    const { user } = await renderBothSides();
    const view = await openReview(user);
    expect(within(view).getByRole('heading', { name: 'Photo 1, IMG_0001' })).toBeInTheDocument();
    expect(within(view).getByText('1 of 3')).toBeInTheDocument();
    expect(within(view).getByRole('status')).toHaveTextContent('1 description to check, 3 to write.');
    expect(within(view).getByText(`${MARK_WORDS.drafted.says}: check it.`)).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Keep and next (K)' })).toHaveFocus();
  });

  it('keeps the photo’s drafts with K and goes on to the next photo to check or write', async () => {
    const { user } = await renderBothSides();
    const view = await openReview(user);
    await user.keyboard('k');
    expect(within(view).getByRole('heading', { name: 'Photo 2, IMG_0002' })).toBeInTheDocument();
    expect(within(view).getByRole('status')).toHaveTextContent('3 descriptions to write.');
    // Kept on the side itself too: its mark and Keep are gone.
    expect(
      within(englishPane()).queryByRole('button', { name: 'Keep the drafted description of photo 1' }),
    ).not.toBeInTheDocument();
  });

  it('writes a description through its side, and Enter in its box goes on to the next photo to write', async () => {
    const { user, written } = await renderBothSides();
    const view = await openReview(user);
    await user.click(within(view).getByRole('button', { name: 'Keep and next (K)' }));
    const [englishBox] = within(view).getAllByRole('textbox');
    await user.type(englishBox!, 'Two glasses raised.{Enter}');
    expect(written.en?.[1]).toEqual({ file: 'IMG_0002.jpg', description: 'Two glasses raised.' });
    expect(within(englishPane()).getAllByRole('textbox')[1]).toHaveValue('Two glasses raised.');
    expect(within(view).getByRole('heading', { name: 'Photo 3, IMG_0003' })).toBeInTheDocument();
    expect(within(view).getByRole('status')).toHaveTextContent('2 descriptions to write.');
    expect(within(view).getByRole('button', { name: 'Keep and next (K)' })).toHaveFocus();
  });

  it('goes to the photo before or after with the arrows, staying at either end', async () => {
    const { user } = await renderBothSides();
    const view = await openReview(user);
    await user.keyboard('{ArrowLeft}');
    expect(within(view).getByRole('heading', { name: 'Photo 1, IMG_0001' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(view).getByRole('heading', { name: 'Photo 3, IMG_0003' })).toBeInTheDocument();
    expect(within(view).getByText('3 of 3')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: /^Photo / })).not.toBeInTheDocument();
  });

  it('shows the Portuguese to read, and how to bring its side to correct it, while only the English side is on screen', async () => {
    const { user } = await renderAlbum({ album: ALBUM, english, portuguese, panes: ['en'] });
    const view = await openReview(user);
    await user.keyboard('{ArrowLeft}');
    const [englishBox, portugueseBox] = within(view).getAllByRole('textbox');
    expect(englishBox).toHaveValue('The rings on the table.');
    expect(englishBox).not.toHaveAttribute('readonly');
    expect(portugueseBox).toHaveValue('As alianças na mesa.');
    expect(portugueseBox).toHaveAttribute('readonly');
    expect(within(view).getByText(bringSideHint('pt', 'correct', 'beside'))).toBeInTheDocument();
  });
});
