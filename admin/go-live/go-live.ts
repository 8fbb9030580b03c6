/**
 * What the go-live page says and does with her content (the files of main, or of the working tree
 * under `npm run admin`), decided without touching the page: whether search engines are let in and
 * each thing that stops it, in her words with a link to where she fixes it (lib/going-live/
 * readiness.ts, the one decision check:live reads too), the things Take the demo away removes
 * gathered under its button, the change it commits (the plan `npm run own-work` applies,
 * lib/own-work/own-work-files.ts), what her contact form's part may do with her e-mail as read,
 * what it says of her confirmed test enquiry, and the record of it. Pure.
 */
import { EMAILJS_IDS, EMAILJS_SETTINGS, type EmailJsIds } from '@/lib/contact/emailjs-settings';
import { demoFindings, EMAIL_KEY, herEmailOf, type ContentFiles } from '@/lib/going-live/demo';
import { ENQUIRY_TEST_FILE, enquiryTestText, type EnquiryTest } from '@/lib/going-live/enquiry-test';
import { editorPlaceName, type Blocker, type EditorPlace, type GoingLive } from '@/lib/going-live/readiness';
import { suiteFor } from '@/lib/going-live/change-set';
import { takeTheDemoAway, type OwnWorkResult } from '@/lib/own-work/own-work-files';
import { editorAddress } from '../editor/editor-places';
import { ok, problem, type CheckLine } from '../site-check/service-checks';
import type { Change } from './github-repository';
import { idsThatDiffer } from './emailjs-ids';
import { CONTACT_FORM, TAKE_THE_DEMO_AWAY, YOUR_DOMAIN } from './anchors';

/** What the build tells the page beyond the site check's: GitHub's API, the branch it commits to, and whether it is the editor on her computer. */
export type GoLiveBuild = { api: string; branch: string; local: boolean };

/** A place to go: a link's address and its words. */
export type Link = { href: string; text: string };

/** Whether search engines are let in, in one sentence. */
export function stateWords({ open, blockers }: GoingLive): string {
  if (open) return 'Your site is open to search engines: nothing stops it from going live.';
  return `Your site is not open to search engines yet: ${blockers.length === 1 ? 'one thing stops' : `${blockers.length} things stop`} it.`;
}

/** Her settings' place in the editor, where her e-mail is. */
const HER_DETAILS: EditorPlace = { collection: 'settings', entry: 'site' };

/** The link that opens a place of the editor, saying what to do there when the fix says it. */
const editorLink = (place: EditorPlace, what?: string): Link => ({
  href: editorAddress(place),
  text: what
    ? `${what.charAt(0).toUpperCase()}${what.slice(1)} in the editor (${editorPlaceName(place)})`
    : `Open ${editorPlaceName(place)} in the editor`,
});

/** Where she fixes a blocker: a place in the editor, or the part of this page that does it or says how. */
export function blockerLink({ fix }: Blocker): Link {
  switch (fix.by) {
    case 'editor':
      return editorLink(fix.place, fix.do);
    case 'taking-the-demo-away':
      return { href: `#${TAKE_THE_DEMO_AWAY}`, text: 'Go to Take the demo away' };
    case 'test-enquiry':
      return { href: `#${CONTACT_FORM}`, text: 'Go to Your contact form' };
    case 'setup':
      return { href: `#${YOUR_DOMAIN}`, text: 'Go to Your domain' };
  }
}

/** One line of the list: what stops going live, in her words, and where she fixes it. */
export type ListLine = { what: string; link: Link };

/**
 * The list as the page shows it: each blocker's `what` with its own link (the terminal's `words`
 * name commands and this very page), except the things Take the demo away removes, which are one
 * line where the first of them is, their list (`removed`) shown under its button.
 */
export function goingLiveList({ blockers }: GoingLive): { lines: ListLine[]; removed: string[] } {
  const removed = blockers.filter((blocker) => blocker.fix.by === 'taking-the-demo-away').map(({ what }) => what);
  const lines: ListLine[] = [];
  for (const blocker of blockers) {
    if (blocker.fix.by !== 'taking-the-demo-away') lines.push({ what: blocker.what, link: blockerLink(blocker) });
    else if (blocker.what === removed[0])
      lines.push({
        what:
          removed.length === 1
            ? 'One thing of the demo is still there, which Take the demo away removes'
            : `${removed.length} things of the demo are still there, which Take the demo away removes`,
        link: blockerLink(blocker),
      });
  }
  return { lines, removed };
}

/** The words above the list of what Take the demo away removes. */
export const removesWords = (count: number) =>
  `Take the demo away removes ${count === 1 ? 'this' : `these ${count} things`}:`;

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

/**
 * How soon a change committed on main is published, from the checks main runs first
 * (lib/going-live/change-set.ts): the content's alone when every file is one the editor writes, the
 * whole site's otherwise (the route table, firebase.json).
 */
export function publishedAgainIn({ writes, deletions }: Pick<Change, 'writes' | 'deletions'>): string {
  const { suite } = suiteFor([
    ...[...writes.keys()].map((path) => ({ status: 'M', paths: [path] })),
    ...deletions.map((path) => ({ status: 'D', paths: [path] })),
  ]);
  return suite === 'full' ? 'in about 20 minutes (GitHub checks the whole site first)' : 'in about 5 minutes';
}

/** What her contact form's part may do, from her e-mail as her content holds it. */
export type ContactForm =
  /** Her site is not read yet: her e-mail is not known. */
  | { kind: 'unread' }
  /** Her e-mail is missing, or still the demo's: no template, no test, until she publishes hers. */
  | { kind: 'demo-email'; email: string; wait: string; link: Link }
  /** The template goes to `email`, and the test is sent to it. */
  | { kind: 'ready'; email: string };

export function contactForm(files: ContentFiles | undefined): ContactForm {
  if (!files) return { kind: 'unread' };
  const email = herEmailOf(files.texts);
  const demo = demoFindings(files).some((finding) => finding.kind === 'address' && finding.key === EMAIL_KEY);
  if (email !== '' && !demo) return { kind: 'ready', email };
  const what =
    email === ''
      ? `Your e-mail is not in ${editorPlaceName(HER_DETAILS)} yet`
      : `Your e-mail in ${editorPlaceName(HER_DETAILS)} is still the demo’s, ${email}`;
  return {
    kind: 'demo-email',
    email,
    wait: `${what}: put yours there and publish it first. Your template then sends your enquiries to it, and the test enquiry goes to it.`,
    link: editorLink(HER_DETAILS),
  };
}

/** The test enquiry as it was sent: the ids and the e-mail it went through, which her confirmation records. */
export type SentTest = EmailJsIds & { email: string };

/**
 * Whether her confirmation may be asked for the test as sent: the ids in the fields and her e-mail
 * are still the ones it went through (changed, she sends it again).
 */
export const confirmationStands = (sent: SentTest | undefined, typed: EmailJsIds, email: string | undefined) =>
  sent !== undefined &&
  email !== undefined &&
  sent.email.toLowerCase() === email.toLowerCase() &&
  idsThatDiffer(sent, typed).length === 0;

/** The record of her confirmation that the test enquiry as sent arrived whole. */
export function confirmationChange(sent: SentTest, confirmedAt: Date): Change {
  return {
    writes: new Map([[ENQUIRY_TEST_FILE, enquiryTestText({ ...sent, confirmedAt: confirmedAt.toISOString() })]]),
    deletions: [],
    message: 'Record that her test enquiry arrived with every field filled in',
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A moment as she reads it: 6 December 2026, 10:15 UTC. */
export function whenInWords(iso: string): string {
  const at = new Date(iso);
  const time = at.toISOString().slice(11, 16);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${time} UTC`;
}

const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** Where the ids are saved for the site's builds: GitHub's variables, or .env.local on her computer. */
export type SavedIn = 'github' | 'local';

const savedPlace = (where: SavedIn) => (where === 'github' ? 'on GitHub' : 'in .env.local');

/**
 * What her contact form's part says of her confirmed test enquiry, from the record as read: when,
 * to which e-mail, through which ids; whether her e-mail is still that one; and whether the site is
 * built with those ids, and when not, whether the ones saved for its builds (`saved`, undefined
 * when they could not be read) are still them, so the next publish uses them, or a new test is
 * needed. Nothing while there is no record.
 */
export function confirmationLines({
  record,
  herEmail,
  built,
  saved,
  where,
}: {
  record: EnquiryTest | undefined;
  herEmail: string;
  built: EmailJsIds;
  saved: EmailJsIds | undefined;
  where: SavedIn;
}): CheckLine[] {
  if (!record) return [];
  const ids = listed(EMAILJS_IDS.map((id) => `${EMAILJS_SETTINGS[id].name} ${record[id] || '(none)'}`));
  const lines = [
    ok(
      `Your test enquiry was confirmed on ${whenInWords(record.confirmedAt)}: it reached ${record.email}, through your ${ids}.`,
    ),
  ];
  if (record.email.trim().toLowerCase() !== herEmail.trim().toLowerCase())
    lines.push(
      problem(
        `Your e-mail is ${herEmail} now, and the test went to ${record.email}: send a new test enquiry below, and confirm it.`,
      ),
    );
  const unbuilt = idsThatDiffer(built, record);
  if (unbuilt.length === 0) {
    lines.push(ok('Your site is built with these ids.'));
    return lines;
  }
  const these = `Your site is built with another ${listed(unbuilt)}`;
  const changed = saved ? idsThatDiffer(saved, record) : undefined;
  lines.push(
    changed === undefined
      ? problem(
          `${these}: if you confirmed your test a moment ago, the ids it went through are saved ${savedPlace(where)} and used from the next publish; if not, send a new test with the ids you want, and confirm it.`,
        )
      : changed.length === 0
        ? ok(
            `${these}: the ids your test went through are already saved ${savedPlace(where)}; used from the next publish.`,
          )
        : problem(
            `${these}, and the ${listed(changed)} saved ${savedPlace(where)} ${changed.length === 1 ? 'is' : 'are'} no longer the one${changed.length === 1 ? '' : 's'} your test went through: send a new test with the ids you want your site to use, and confirm it.`,
          ),
  );
  return lines;
}

/** What saving the ids of her confirmed test did, in her words: `changed` are the settings written. */
export function savedIdsWords({
  changed,
  sent,
  built,
  where,
}: {
  changed: readonly string[];
  sent: EmailJsIds;
  built: EmailJsIds;
  where: SavedIn;
}): string {
  if (changed.length > 0)
    return where === 'github'
      ? `Saved your EmailJS ids as your site’s settings on GitHub (${changed.join(', ')}).`
      : `Saved your EmailJS ids in .env.local (${changed.join(', ')}).`;
  if (idsThatDiffer(sent, built).length === 0) return 'Your EmailJS ids are the ones your site is built with.';
  return `Your EmailJS ids are already saved ${savedPlace(where)}; used from the next publish.`;
}
