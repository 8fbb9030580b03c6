import { backupKey, leaveQuestion } from './unsaved-changes';

describe('the copy of her unsaved changes the editor may keep', () => {
  it('is keyed by the collection and the entry the address shows, a new entry by an empty name', () => {
    expect(backupKey('http://localhost/admin/#/collections/albums/entries/ana-joao')).toEqual(['albums', 'ana-joao']);
    expect(backupKey('http://localhost/admin/#/collections/settings/entries/site?x=1')).toEqual(['settings', 'site']);
    expect(backupKey('http://localhost/admin/#/collections/albums/new')).toEqual(['albums', '']);
    expect(backupKey('http://localhost/admin/#/collections/albums')).toBeUndefined();
  });

  it('is promised by the question before leaving only when there is one', () => {
    expect(leaveQuestion(true).text).toMatch(
      /This browser keeps a copy of them, and offers it when you open this again/,
    );
    expect(leaveQuestion(true).text).not.toMatch(/lost/);
    expect(leaveQuestion(false).text).toMatch(/would be lost/);
    expect(leaveQuestion(false).text).not.toMatch(/keeps/);
  });
});
