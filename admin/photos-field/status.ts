/**
 * The photos field's status line, said as the field is now: what she did last to the photos while
 * they are still as it left them, or what a run of drafting or of suggestions left her to check
 * and to write, counting down as she keeps or corrects each one (field-state.ts's Notice). A save,
 * a reload or "Revert All Changes" changes what the field holds, and with it what is said, and a
 * Google reached again takes back an "offline": nothing stays that is no longer true.
 */
import { draftingOutcome } from '../drafting/draft-request';
import { failureStillTrue } from '../google/service-failure';
import { suggestionsToCheck } from '../translation/translation-request';
import { filesOf, type PhotosFieldInstance } from './field-state';
import { stillToCheckOf } from './marks-view';
import { isDescribed } from './photo-rows';

/** What the status line says of the field's last notice, for this side's rows as they are now; '' when nothing is true to say. */
export function noticeNow(field: PhotosFieldInstance, rows: readonly { file: string; description: string }[]): string {
  const { notice } = field.state;
  const reachedSince = (reached: number) => field.visit.reached > reached;
  if ('drafting' in notice) {
    const { stoppedBy, ...run } = notice.drafting;
    const failed = typeof stoppedBy === 'object' && !failureStillTrue(stoppedBy.failure, reachedSince(notice.reached));
    return draftingOutcome(failed ? run : notice.drafting, {
      toCheck: stillToCheckOf(field, rows, notice.drafting.drafted, 'drafted'),
      stillEmpty: (file) => rows.some((row) => row.file === file && !isDescribed(row.description)),
    });
  }
  if ('suggested' in notice) {
    return suggestionsToCheck(stillToCheckOf(field, rows, notice.suggested, 'suggested'), notice.suggested.length);
  }
  if (notice.failure && !failureStillTrue(notice.failure.cause, reachedSince(notice.failure.reached))) return '';
  return notice.files === undefined || notice.files === filesOf(rows) ? notice.text : '';
}
