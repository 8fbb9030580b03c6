import { screen, within } from '@testing-library/react';
import { renderAlbum } from '@/test-support/photos-field';
import { TRANSLATED_MARK } from '../translation/translated-fields';
import { MARK_WORDS } from './marks';
import { publishedKey } from './published-photos';

const ALBUM = 'a-wedding';
const english = [
  { file: 'IMG_0001.jpg', description: 'The rings on the table.', cover: true },
  { file: 'IMG_0002.jpg', description: '' },
  { file: 'IMG_0003.jpg', description: 'Two glasses raised.' },
];
const portuguese = [
  { file: 'IMG_0001.jpg', description: 'As alianças na mesa.' },
  { file: 'IMG_0003.jpg', description: 'Dois copos erguidos.' },
];
const published = {
  [publishedKey(ALBUM, 'IMG_0001.jpg')]: { thumbnail: '/photos/a-wedding/IMG_0001-thumb.webp', large: '' },
};

/** The English side, its third photo's description drafted (to check), as she opens the album. */
const renderEnglish = () =>
  renderAlbum({
    album: ALBUM,
    english,
    portuguese,
    panes: ['en', 'pt'],
    published,
    before: (visit) => visit.marks.wrote(ALBUM, 'en', 'IMG_0003.jpg', 'Two glasses raised.', 'drafted'),
  });

const englishPane = () => screen.getByRole('region', { name: 'English pane' });
const portuguesePane = () => screen.getByRole('region', { name: 'Portuguese pane' });

describe('the photos field', () => {
  it('lists the album’s photos in order on each side, each with its number, name, picture and description', async () => {
    await renderEnglish();
    const photos = within(within(englishPane()).getByRole('list', { name: 'Photos of the album' })).getAllByRole(
      'listitem',
    );
    expect(photos).toHaveLength(3);
    expect(within(photos[0]!).getByText('1. IMG_0001 · cover')).toBeInTheDocument();
    expect(within(photos[1]!).getByText('2. IMG_0002')).toBeInTheDocument();
    expect(within(photos[2]!).getByText('3. IMG_0003')).toBeInTheDocument();
    expect(within(photos[0]!).getByRole('textbox', { name: 'English description of photo 1' })).toHaveValue(
      'The rings on the table.',
    );
    expect(within(photos[0]!).getByRole('button', { name: 'View photo 1, IMG_0001, large' })).toContainElement(
      within(photos[0]!).getByRole('presentation'),
    );
    expect(within(photos[0]!).getByRole('presentation')).toHaveAttribute(
      'src',
      '/photos/a-wedding/IMG_0001-thumb.webp',
    );
    expect(within(englishPane()).getByText('Cover: photo 1, IMG_0001.')).toBeInTheDocument();
    expect(within(englishPane()).getByText('Still to describe in English: photo 2.')).toBeInTheDocument();

    const portugueseList = within(portuguesePane()).getByRole('list');
    const portugueseItems = within(portugueseList).getAllByRole('listitem');
    expect(portugueseItems).toHaveLength(3);
    // The English to translate, beside each Portuguese box, in the English order.
    expect(within(portugueseItems[2]!).getByText('Two glasses raised.')).toHaveAttribute('lang', 'en');
    expect(within(portugueseItems[2]!).getByRole('textbox')).toHaveValue('Dois copos erguidos.');
    expect(within(portuguesePane()).getByText('Still to describe in Portuguese: photo 2.')).toBeInTheDocument();
  });

  it('marks a drafted description until she keeps it', async () => {
    const { user } = await renderEnglish();
    const third = within(englishPane()).getAllByRole('listitem')[2]!;
    expect(within(third).getByText(`${MARK_WORDS.drafted.says}: check it.`)).toBeInTheDocument();
    await user.click(within(third).getByRole('button', { name: 'Keep the drafted description of photo 3' }));
    expect(within(third).queryByText(`${MARK_WORDS.drafted.says}: check it.`)).not.toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: /^Keep/ })).not.toBeInTheDocument();
  });

  it('takes the mark away once she corrects the description, and hands the editor her words', async () => {
    const { user, written } = await renderEnglish();
    const third = within(englishPane()).getAllByRole('listitem')[2]!;
    await user.type(within(third).getByRole('textbox', { name: 'English description of photo 3' }), ' At dusk.');
    expect(written.en?.[2]).toEqual({ file: 'IMG_0003.jpg', description: 'Two glasses raised. At dusk.' });
    expect(within(third).queryByText(`${MARK_WORDS.drafted.says}: check it.`)).not.toBeInTheDocument();
  });

  it('leaves a line to restore a removed photo in its place, and restores it there', async () => {
    const { user, written } = await renderEnglish();
    await user.click(within(englishPane()).getByRole('button', { name: 'Remove photo 2, IMG_0002' }));
    expect(written.en?.map((row) => row.file)).toEqual(['IMG_0001.jpg', 'IMG_0003.jpg']);
    const lines = within(englishPane()).getAllByRole('listitem');
    expect(lines[1]).toHaveTextContent('IMG_0002 Removed: Restore');
    await user.click(within(lines[1]!).getByRole('button', { name: 'Restore IMG_0002' }));
    expect(written.en?.map((row) => row.file)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']);
    expect(within(englishPane()).getByRole('status')).toHaveTextContent('Photo 2, IMG_0002, restored.');
  });

  it('says so when the album has no photos yet', async () => {
    await renderAlbum({ album: ALBUM, english: [] });
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check the descriptions…' })).not.toBeInTheDocument();
  });

  it('marks the names Translate wrote in the English pane, there only, until she keeps them', async () => {
    const { user, written, visit } = await renderAlbum({
      album: ALBUM,
      english,
      portuguese,
      panes: ['en', 'pt'],
      published,
      texts: { en: { title: 'Ana & Rui', summary: 'A September wedding.' }, pt: { title: 'Ana & Rui' } },
      before: (visit) => visit.noteTranslated('en', 'title', 'Ana & Rui'),
    });
    const names = within(englishPane()).getByLabelText('title');
    expect(names).toHaveTextContent(`${TRANSLATED_MARK} Keep`);
    // Her summary, and the Portuguese names holding the same text, were not written by Translate.
    expect(within(englishPane()).getByLabelText('summary')).not.toHaveTextContent(TRANSLATED_MARK);
    expect(within(portuguesePane()).getByLabelText('title')).not.toHaveTextContent(TRANSLATED_MARK);
    // The editor's check of the names refuses the save under them: the photos are not written for it.
    expect(written).toEqual({});

    // Kept, the mark goes, and the editor checks the names again, as it last offered to.
    const checkedAgain: string[] = [];
    visit.fieldChecks.en.of(ALBUM).set('title', () => checkedAgain.push('title'));
    await user.click(within(names).getByRole('button', { name: 'Keep the translated names' }));
    expect(names).not.toHaveTextContent(TRANSLATED_MARK);
    expect(checkedAgain).toEqual(['title']);
  });
});
