/**
 * The go-live page (/admin/go-live/, page-html.ts): reads her site as it is now (main on GitHub with
 * her editor token, or the working tree under `npm run admin`), says whether search engines are let
 * in and lists what stops it, each with where she fixes it (go-live.ts); takes the demo away in one
 * commit; and sends her test enquiry through the contact form's own sender with the EmailJS ids she
 * typed, then, once she confirms it arrived whole, saves those ids for the site's builds and records
 * her confirmation. What it decides is in the pure modules beside it; this wires them to the page.
 */
// First: the albums and the plan build zod schemas; the page's policy forbids zod's eval.
import '../editor/zod-without-eval';
import { readEmailJsConfig, sendEnquiry } from '@/lib/contact/send-enquiry';
import type { ContentFiles } from '@/lib/going-live/demo';
import { goingLive } from '@/lib/going-live/readiness';
import { emailJsIdsOf } from '@/lib/contact/emailjs-settings';
import { storedEditorToken } from '../site-check/kept-token';
import { lineItem, showLines } from '../site-check/lines-view';
import { ok, problem, unchecked } from '../site-check/service-checks';
import { builtSettingsLines, TERMINAL_ONLY, type SiteCheckBuild } from '../site-check/site-check';
import {
  builtIds,
  envWithSettings,
  EMAILJS_ID_SETTINGS,
  missingIds,
  settingsToSave,
  typedIds,
  type EmailJsIds,
} from './emailjs-ids';
import { enquiryTemplateBlock, whatToCheckInTheTemplate } from './enquiry-template';
import { GitHubRepository } from './github-repository';
import { CallProblem } from './github-words';
import {
  blockerLink,
  confirmationChange,
  herEmail,
  stateWords,
  takeTheDemoAwayChange,
  type GoLiveBuild,
} from './go-live';
import { LocalProject } from './local-project';
import { testEnquiryOutcome, testEnquiryValues } from './test-enquiry';

declare const SITE_CHECK: SiteCheckBuild;
declare const GO_LIVE: GoLiveBuild;

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const siteUrl = SITE_CHECK.settings.NEXT_PUBLIC_SITE_URL;
const local = GO_LIVE.local ? new LocalProject() : undefined;
let github: GitHubRepository | undefined;
/** Her content as last read. */
let content: ContentFiles | undefined;

/** Tells a failure in her words: a refusal she can act on, or anything else as it came. */
const wordsOf = (error: unknown) =>
  problem(
    error instanceof CallProblem
      ? error.words
      : `Something went wrong: ${String(error)}. Reload the page and try again.`,
  );

/** A link, opened in this tab. */
function link(href: string, text: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/** Runs `action` with `button` disabled and saying what it does, then as it was. */
async function busy(button: HTMLButtonElement, doing: string, action: () => Promise<void>): Promise<void> {
  const label = button.textContent;
  button.disabled = true;
  button.textContent = doing;
  try {
    await action();
  } finally {
    button.disabled = false;
    button.textContent = label;
  }
}

/** Shows what stops going live, each with where she fixes it, for her content as read. */
function showState(files: ContentFiles): void {
  const state = goingLive({ siteUrl, emailjs: emailJsIdsOf(SITE_CHECK.settings), ...files });
  element('state').textContent = stateWords(state);
  element('blockers').replaceChildren(
    ...state.blockers.map((blocker) => {
      const where = blockerLink(blocker);
      return lineItem(problem(blocker.words), ...(where ? [' ', link(where.href, where.text)] : []));
    }),
  );
  element('read-again').hidden = false;
  const takeAway = document.getElementById('take-the-demo-away-button') as HTMLButtonElement | null;
  if (takeAway) takeAway.disabled = false;
  element('template-block').textContent = enquiryTemplateBlock(herEmail(files, SITE_CHECK.email));
}

/** Reads her site again and shows it; says so when it cannot. */
async function readSite(): Promise<void> {
  element('state').textContent = 'Reading your site…';
  try {
    content = local ? await local.read() : (await github!.read()).files;
    showState(content);
  } catch (error) {
    element('state').textContent = wordsOf(error).text;
    element('blockers').replaceChildren();
    element('read-again').hidden = false;
  }
}

/** Reads her site on GitHub with the token in the field. */
async function readWithToken(): Promise<void> {
  const token = element<HTMLInputElement>('editor-token').value.trim();
  if (!token) {
    element('state').textContent = 'Paste your editor token below to read your site.';
    return;
  }
  github = new GitHubRepository({ api: GO_LIVE.api, repository: SITE_CHECK.repository, branch: GO_LIVE.branch, token });
  await readSite();
}

async function takeTheDemoAway(button: HTMLButtonElement): Promise<void> {
  if (!github) return;
  await busy(button, 'Taking the demo away…', async () => {
    showLines('demo-lines', [unchecked('Reading your site and taking the demo away…')]);
    try {
      const { result, commit } = await github!.commit((main) => takeTheDemoAwayChange(main.files, siteUrl));
      if (result.refused)
        showLines(
          'demo-lines',
          result.lines.map((line) => problem(line.replace(/^✗ /, '').trim())),
        );
      else if (!commit) showLines('demo-lines', [ok('Nothing to take away: nothing of the demo that can go is left.')]);
      else {
        element('demo-lines').replaceChildren(
          ...result.done.map((line) => lineItem(ok(line.replace(/^✓ /, '')))),
          lineItem(
            ok('Saved on GitHub in one change; your site is published again with it in a few minutes.'),
            ' ',
            link(commit.url, 'See the change on GitHub'),
          ),
        );
      }
    } catch (error) {
      showLines('demo-lines', [wordsOf(error)]);
    }
    await readSite();
  });
}

const idInput = (id: keyof EmailJsIds) => element<HTMLInputElement>(id);
const ids = (): EmailJsIds =>
  typedIds({
    publicKey: idInput('publicKey').value,
    serviceId: idInput('serviceId').value,
    templateId: idInput('templateId').value,
  });

async function sendTest(button: HTMLButtonElement): Promise<void> {
  const missing = missingIds(ids());
  element('confirm').hidden = true;
  if (missing.length > 0) return showLines('enquiry-lines', missing.map(problem));
  const email = content ? herEmail(content, SITE_CHECK.email) : SITE_CHECK.email;
  await busy(button, 'Sending…', async () => {
    showLines('enquiry-lines', [unchecked('Sending…')]);
    const typed = ids();
    const result = await sendEnquiry(testEnquiryValues(email, new Date()), {
      ...typed,
      origin: readEmailJsConfig().origin,
    });
    showLines('enquiry-lines', [testEnquiryOutcome(result, email)]);
    if (!result.ok) return;
    element('confirm-words').textContent =
      `Open your inbox (${email}): the enquiry is from “TEST from your go-live page”. Check that every field shows a value: name, partner’s name, e-mail, phone, services, date, venue, guest photos, how they heard of you and the message. Press Reply: it should be addressed to ${email}, the address this test gives as the visitor’s (a visitor’s enquiry is answered to theirs).`;
    element('missing-lines').hidden = true;
    element('confirm').hidden = false;
    element('confirm-heading').focus();
  });
}

/** Saves the ids she tested where the site's builds read them (only those that differ from the build's); what was done, in her words. */
async function saveIds(changes: readonly { name: string; value: string }[]): Promise<string> {
  const names = changes.map(({ name }) => name).join(', ');
  if (local) {
    if (changes.length > 0) await local.writeSettings(envWithSettings(await local.settings(), changes));
    return changes.length > 0
      ? `Saved your EmailJS ids in .env.local (${names}).`
      : 'Your EmailJS ids are the ones this site was built with.';
  }
  const saved = await github!.saveVariables(changes);
  return saved.length > 0
    ? `Saved your EmailJS ids as your site’s settings on GitHub (${saved.join(', ')}).`
    : 'Your EmailJS ids are the ones your site is built with.';
}

/** Records her confirmation in the repository (or the working tree); the line saying so. */
async function recordConfirmation(typed: EmailJsIds): Promise<HTMLLIElement> {
  const change = confirmationChange(
    typed,
    content ? herEmail(content, SITE_CHECK.email) : SITE_CHECK.email,
    new Date(),
  );
  if (local) {
    for (const [file, text] of change.writes) await local.write(file, text);
    return lineItem(ok('Recorded that your test enquiry arrived: send it with your next git push.'));
  }
  const { commit } = await github!.commit(() => ({ change, result: null }));
  return lineItem(
    ok('Recorded on GitHub that your test enquiry arrived: your site is built again with these ids in a few minutes.'),
    ...(commit ? [' ', link(commit.url, 'See the change on GitHub')] : []),
  );
}

/** Her confirmation: the ids saved first, then the record (a refusal of either stops there, told). */
async function confirmArrived(button: HTMLButtonElement): Promise<void> {
  const typed = ids();
  await busy(button, 'Saving…', async () => {
    const lines: HTMLLIElement[] = [];
    const show = () => element('confirm-lines').replaceChildren(...lines);
    try {
      lines.push(lineItem(ok(await saveIds(settingsToSave(typed, SITE_CHECK.settings)))));
      show();
      lines.push(await recordConfirmation(typed));
      element('confirm').hidden = true;
    } catch (error) {
      lines.push(lineItem(wordsOf(error)));
    }
    show();
    await readSite();
  });
}

function showWhatToCheck(): void {
  const email = content ? herEmail(content, SITE_CHECK.email) : SITE_CHECK.email;
  const list = element('missing-lines');
  showLines('missing-lines', whatToCheckInTheTemplate(email).map(problem));
  list.hidden = false;
}

async function copyTemplate(): Promise<void> {
  try {
    await navigator.clipboard.writeText(element('template-block').textContent ?? '');
    element('copied').textContent = 'Copied.';
  } catch {
    element('copied').textContent = 'This browser would not copy it: select the text above and copy it yourself.';
  }
}

showLines('settings-lines', builtSettingsLines(SITE_CHECK));
showLines('terminal-lines', TERMINAL_ONLY);
element('template-block').textContent = enquiryTemplateBlock(SITE_CHECK.email);
const built = builtIds(SITE_CHECK.settings, SITE_CHECK.placeholders);
for (const id of Object.keys(EMAILJS_ID_SETTINGS) as (keyof EmailJsIds)[]) idInput(id).value = built[id];

element('read-again').addEventListener('click', () => void readSite());
element('copy-template').addEventListener('click', () => void copyTemplate());
element('ids-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void sendTest(element('ids-form').querySelector('button')!);
});
element('arrived').addEventListener('click', (event) => void confirmArrived(event.currentTarget as HTMLButtonElement));
element('missing').addEventListener('click', showWhatToCheck);
document
  .getElementById('take-the-demo-away-button')
  ?.addEventListener('click', (event) => void takeTheDemoAway(event.currentTarget as HTMLButtonElement));

if (local) void readSite();
else {
  const kept = storedEditorToken();
  if (kept) element<HTMLInputElement>('editor-token').value = kept;
  element('token-found').textContent = kept
    ? 'Filled in from your sign-in to the editor in this browser. Paste another to use it instead.'
    : 'You are not signed in to the editor in this browser: paste your editor token.';
  element('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void readWithToken();
  });
  void readWithToken();
}
