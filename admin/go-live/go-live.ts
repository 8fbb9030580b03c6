/**
 * What the go-live page says and does with her content (the files of main, or of the working tree
 * under `npm run admin`), decided without touching the page: whether search engines are let in and
 * each thing that stops it with a link to where she fixes it (lib/going-live/readiness.ts, the one
 * decision check:live reads too), the change Take the demo away commits (the plan `npm run
 * own-work` applies, scripts/own-work/own-work-files.ts), and the record of her confirmed test
 * enquiry. Pure.
 */
import { herEmailOf, type ContentFiles } from '@/lib/going-live/demo';
import { ENQUIRY_TEST_FILE, enquiryTestText } from '@/lib/going-live/enquiry-test';
import { editorPlaceName, type Blocker, type GoingLive } from '@/lib/going-live/readiness';
import { takeTheDemoAway, type OwnWorkResult } from '@/scripts/own-work/own-work-files';
import { editorAddress } from '../editor/editor-places';
import type { Change } from './github-repository';
import type { EmailJsIds } from './emailjs-ids';
import { CONTACT_FORM, TAKE_THE_DEMO_AWAY } from './anchors';

/** What the build tells the page beyond the site check's: GitHub's API, the branch it commits to, and whether it is the editor on her computer. */
export type GoLiveBuild = { api: string; branch: string; local: boolean };

/** Whether search engines are let in, in one sentence. */
export function stateWords({ open, blockers }: GoingLive): string {
  if (open) return 'Your site is open to search engines: nothing stops it from going live.';
  return `Your site is not open to search engines yet: ${blockers.length === 1 ? 'one thing stops' : `${blockers.length} things stop`} it.`;
}

/** Where she fixes a blocker: a place in the editor, or the part of this page that does it; none for the set-up. */
export function blockerLink({ fix }: Blocker): { href: string; text: string } | undefined {
  switch (fix.by) {
    case 'editor':
      return { href: editorAddress(fix.place), text: `Open ${editorPlaceName(fix.place)} in the editor` };
    case 'taking-the-demo-away':
      return { href: `#${TAKE_THE_DEMO_AWAY}`, text: 'Go to Take the demo away' };
    case 'test-enquiry':
      return { href: `#${CONTACT_FORM}`, text: 'Go to Your contact form' };
    case 'setup':
      return undefined;
  }
}

/** The commit message of taking the demo away. */
const TAKE_THE_DEMO_AWAY_MESSAGE = 'Take the demo away';

/** What Take the demo away commits on these files: the plan's change, or none when it refuses or has nothing to change. */
export function takeTheDemoAwayChange(
  files: ContentFiles,
  siteUrl: string | undefined,
): { change: Change; result: OwnWorkResult } | { result: OwnWorkResult } {
  const result = takeTheDemoAway(files, siteUrl);
  if (result.refused || !result.changed) return { result };
  return {
    change: { writes: result.writes, deletions: result.deletions, message: TAKE_THE_DEMO_AWAY_MESSAGE },
    result,
  };
}

/** Her e-mail as her settings hold it now, else the one the site was built with. */
export function herEmail({ texts }: ContentFiles, built: string): string {
  return herEmailOf(texts) || built;
}

/** The record of her confirmation that the test enquiry, sent with these ids to `email`, arrived whole. */
export function confirmationChange(ids: EmailJsIds, email: string, confirmedAt: Date): Change {
  return {
    writes: new Map([[ENQUIRY_TEST_FILE, enquiryTestText({ confirmedAt: confirmedAt.toISOString(), email, ...ids })]]),
    deletions: [],
    message: 'Record that her test enquiry arrived with every field filled in',
  };
}
