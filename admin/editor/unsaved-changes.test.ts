import { leaveQuestion } from './unsaved-changes';

describe('the copy of her unsaved changes the editor may keep', () => {
  it('is promised by the question before leaving only when there is one', () => {
    expect(leaveQuestion(true).text).toMatch(
      /This browser keeps a copy of them, and offers it when you open this again/,
    );
    expect(leaveQuestion(true).text).not.toMatch(/lost/);
    expect(leaveQuestion(false).text).toMatch(/would be lost/);
    expect(leaveQuestion(false).text).not.toMatch(/keeps/);
  });
});
