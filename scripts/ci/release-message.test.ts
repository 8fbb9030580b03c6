/** @jest-environment node */
import { parseReleaseMessage, publishMessage, putBackMessage } from './release-message';

describe('release messages: what the live channel says of each release', () => {
  const sha = 'abcdef0123456789abcdef0123456789abcdef01';

  test('a publish names its commit and when it began deciding', () => {
    expect(parseReleaseMessage(publishMessage(sha, 'draft #7 as previewed', '2026-11-27T10:00:00.000Z'))).toEqual({
      kind: 'publish',
      sha,
      startedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  test('a put-back names the presses it answers', () => {
    expect(parseReleaseMessage(putBackMessage([12, 13]))).toEqual({ kind: 'put-back', presses: [12, 13] });
  });

  test.each(['', 'Deployed by hand', `Publish of ${sha.slice(0, 12)}: built (started 2026-11-27T10:00:00Z)`])(
    'a release made otherwise (%p) means nothing to the workflows',
    (message) => {
      expect(parseReleaseMessage(message)).toBeNull();
    },
  );
});
