/**
 * The go-live page (/admin/go-live/, page-html.ts): reads her site as it is now (main on GitHub with
 * her editor token, or the working tree under `npm run admin`), says whether search engines are let
 * in and lists what stops it, each with where she fixes it (go-live.ts); takes the demo away in one
 * commit; and, once her e-mail in her settings is hers, gives her EmailJS template and sends her
 * test enquiry through the contact form's own sender with the EmailJS ids she typed, then, once she
 * confirms it arrived whole, saves the ids it was sent with for the site's builds and records her
 * confirmation. What it decides is in the pure modules beside it; this wires them to the page.
 */
// First: the albums and the plan build zod schemas; the page's policy forbids zod's eval.
import '../editor/zod-without-eval';
import { EMAILJS_IDS, EMAILJS_SETTING_NAMES, emailJsIdsOf, type EmailJsIds } from '@/lib/contact/emailjs-settings';
import { readEmailJsConfig, sendEnquiry } from '@/lib/contact/send-enquiry';
import type { ContentFiles } from '@/lib/going-live/demo';
import { enquiryTestOf } from '@/lib/going-live/enquiry-test';
import { goingLive } from '@/lib/going-live/readiness';
import { storedEditorToken } from '../site-check/kept-token';
import { lineItem, showLines } from '../site-check/lines-view';
import { ok, problem, unchecked } from '../site-check/service-checks';
import type { SiteCheckBuild } from '../site-check/site-check';
import { builtIds, envSetting, envWithSettings, idSettings, idsThatDiffer, missingIds, typedIds } from './emailjs-ids';
import { enquiryTemplateFields, templateFieldId, whatToCheckInTheTemplate } from './enquiry-template';
import { GitHubRepository } from './github-repository';
import { CallProblem } from './github-words';
import {
  confirmationChange,
  confirmationLines,
  confirmationStands,
  contactForm,
  goingLiveList,
  publishedAgainIn,
  removesWords,
  savedIdsWords,
  stateWords,
  takeTheDemoAwayChange,
  type ContactForm,
  type GoLiveBuild,
  type Link,
  type SentTest,
} from './go-live';
import { LocalProject } from './local-project';
import { testEnquiryOutcome, testEnquiryValues } from './test-enquiry';

declare const SITE_CHECK: SiteCheckBuild;
declare const GO_LIVE: GoLiveBuild;

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const siteUrl = SITE_CHECK.settings.NEXT_PUBLIC_SITE_URL;
/** The EmailJS ids the site is built with, as its pages carry them. */
const builtWith = emailJsIdsOf(SITE_CHECK.settings);
const local = GO_LIVE.local ? new LocalProject() : undefined;
let github: GitHubRepository | undefined;
/** Her content as last read. */
let content: ContentFiles | undefined;
/** Whether the last read of her site failed (its words are under Search engines). */
let readFailed = false;
/** The test enquiry as it was sent, until she confirms it: her confirmation records these, not the fields. */
let sent: SentTest | undefined;

/** Tells a failure in her words: a refusal she can act on, or anything else as it came. */
const wordsOf = (error: unknown) =>
  problem(
    error instanceof CallProblem
      ? error.words
      : `Something went wrong: ${String(error)}. Reload the page and try again.`,
  );

/** A link, opened in this tab. */
function link({ href, text }: Link): HTMLAnchorElement {
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

/** Her contact form's part as her content allows: nothing before her site is read, nor while her e-mail is the demo's. */
const form = (): ContactForm => (local || github ? contactForm(content) : { kind: 'unread' });

/** The e-mail the template and the test go to; none until her own is read. */
const readyEmail = () => {
  const now = form();
  return now.kind === 'ready' ? now.email : undefined;
};

const idInput = (id: keyof EmailJsIds) => element<HTMLInputElement>(id);
const ids = (): EmailJsIds =>
  typedIds(Object.fromEntries(EMAILJS_IDS.map((id) => [id, idInput(id).value])) as EmailJsIds);

/** Shows her confirmation's question only while the fields and her e-mail are still what the test was sent with. */
function showConfirmation(): void {
  const stands = confirmationStands(sent, ids(), readyEmail());
  element('confirm').hidden = !stands;
  if (sent && !stands)
    showLines('enquiry-lines', [
      unchecked('Changed since the test enquiry was sent: send it again, then say whether it arrived.'),
    ]);
}

/** The ids saved for the site's builds now (GitHub's variables, or .env.local); none when they cannot be read. */
async function savedIds(): Promise<EmailJsIds | undefined> {
  try {
    if (local) {
      const text = await local.settings();
      return emailJsIdsOf(Object.fromEntries(EMAILJS_SETTING_NAMES.map((name) => [name, envSetting(text, name)])));
    }
    return github ? emailJsIdsOf(await github.variables(EMAILJS_SETTING_NAMES)) : undefined;
  } catch {
    return undefined;
  }
}

/** Her contact form's part for her content as read: what it waits for, or her template and her test. */
async function showContactForm(): Promise<void> {
  const now = form();
  const wait = element('contact-wait');
  element('contact-steps').hidden = now.kind !== 'ready';
  wait.hidden = now.kind === 'ready';
  if (now.kind === 'unread')
    wait.textContent = readFailed
      ? 'Your site could not be read (see Search engines, above): this part needs your e-mail as your site holds it.'
      : local || github
        ? 'Reading your site…'
        : 'Paste your editor token above first: this part needs your e-mail as your site holds it.';
  else if (now.kind === 'demo-email') wait.replaceChildren(now.wait, ' ', link(now.link));
  else
    for (const { label, value } of enquiryTemplateFields(now.email))
      element(templateFieldId(label)).textContent = value;
  showConfirmation();

  const record = content && enquiryTestOf(content.texts);
  // What is saved for the builds matters only while the site is built with other ids than the record's.
  const saved = record && idsThatDiffer(builtWith, record).length > 0 ? await savedIds() : undefined;
  showLines(
    'confirmed-lines',
    confirmationLines({
      record,
      herEmail: readyEmail() ?? '',
      built: builtWith,
      saved,
      where: local ? 'local' : 'github',
    }),
  );
}

/** Shows what stops going live, each with where she fixes it, for her content as read. */
function showState(files: ContentFiles): void {
  const state = goingLive({ siteUrl, emailjs: builtWith, ...files });
  const { lines, removed } = goingLiveList(state);
  element('state').textContent = stateWords(state);
  element('blockers').replaceChildren(
    ...lines.map(({ what, link: where }) => lineItem(problem(what), ' ', link(where))),
  );
  element('removes').hidden = removed.length === 0;
  element('removes-words').textContent = removesWords(removed.length);
  element('removes-list').replaceChildren(
    ...removed.map((what) => {
      const item = document.createElement('li');
      item.textContent = what;
      return item;
    }),
  );
  element('read-again').hidden = false;
  const takeAway = document.getElementById('take-the-demo-away-button') as HTMLButtonElement | null;
  if (takeAway) takeAway.disabled = false;
}

/**
 * Reads her site again and shows it; says so when it cannot. Read my site again takes no press
 * until the read is shown: two reads at once could end in either order, the older shown last.
 */
async function readSite(): Promise<void> {
  const readAgain = element<HTMLButtonElement>('read-again');
  readAgain.disabled = true;
  element('state').textContent = 'Reading your site…';
  try {
    content = local ? await local.read() : (await github!.read()).files;
    readFailed = false;
    showState(content);
  } catch (error) {
    readFailed = true;
    element('state').textContent = wordsOf(error).text;
    element('blockers').replaceChildren();
    readAgain.hidden = false;
  } finally {
    await showContactForm();
    readAgain.disabled = false;
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
  const note = element('demo-note');
  await busy(button, 'Taking the demo away…', async () => {
    note.hidden = true;
    showLines('demo-lines', [unchecked('Reading your site and taking the demo away…')]);
    try {
      const { result, commit } = await github!.commit((main) => takeTheDemoAwayChange(main.files, siteUrl));
      if (result.refused) {
        // Its things to do are ✗ lines; the rest ("Nothing was changed.") is said plainly.
        const toDo = result.lines.filter((line) => line.startsWith('✗ '));
        showLines(
          'demo-lines',
          toDo.map((line) => problem(line.slice(2))),
        );
        note.textContent = result.lines
          .filter((line) => !toDo.includes(line))
          .map((line) => line.trim())
          .join(' ');
        note.hidden = note.textContent === '';
      } else if (!commit)
        showLines('demo-lines', [ok('Nothing to take away: nothing of the demo that can go is left.')]);
      else {
        element('demo-lines').replaceChildren(
          ...result.done.map((line) => lineItem(ok(line.replace(/^✓ /, '')))),
          lineItem(
            ok(`Saved on GitHub in one change; your site is published again with it ${publishedAgainIn(result)}.`),
            ' ',
            link({ href: commit.url, text: 'See the change on GitHub' }),
          ),
        );
      }
    } catch (error) {
      showLines('demo-lines', [wordsOf(error)]);
    }
    await readSite();
  });
}

async function sendTest(button: HTMLButtonElement): Promise<void> {
  const email = readyEmail();
  if (email === undefined) return;
  const typed = ids();
  const missing = missingIds(typed);
  sent = undefined;
  element('confirm').hidden = true;
  if (missing.length > 0) return showLines('enquiry-lines', missing.map(problem));
  await busy(button, 'Sending…', async () => {
    showLines('enquiry-lines', [unchecked('Sending…')]);
    const result = await sendEnquiry(testEnquiryValues(email, new Date()), {
      ...typed,
      origin: readEmailJsConfig().origin,
    });
    showLines('enquiry-lines', [testEnquiryOutcome(result, email)]);
    if (!result.ok) return;
    sent = { ...typed, email };
    element('confirm-words').textContent =
      `Open your inbox (${email}): the enquiry is from “TEST from your go-live page”. Check that every field shows a value: name, partner’s name, e-mail, phone, services, date, venue, guest photos, how they heard of you and the message. Press Reply: it should be addressed to ${email}, the address this test gives as the visitor’s (a visitor’s enquiry is answered to theirs).`;
    element('missing-lines').hidden = true;
    showConfirmation();
    element('confirm-heading').focus();
  });
}

/** Saves the ids the test was sent with where the site's builds read them (each only where it differs); what was done, in her words. */
async function saveIds(test: SentTest): Promise<string> {
  const settings = idSettings(test);
  if (local) {
    const text = await local.settings();
    const changes = settings.filter(({ name, value }) => envSetting(text, name) !== value);
    if (changes.length > 0) await local.writeSettings(envWithSettings(text, changes));
    return savedIdsWords({ changed: changes.map(({ name }) => name), sent: test, built: builtWith, where: 'local' });
  }
  const changed = await github!.saveVariables(settings);
  return savedIdsWords({ changed, sent: test, built: builtWith, where: 'github' });
}

/** Records her confirmation of the test as sent in the repository (or the working tree); the line saying so. */
async function recordConfirmation(test: SentTest): Promise<HTMLLIElement> {
  const change = confirmationChange(test, new Date());
  if (local) {
    for (const [file, text] of change.writes) await local.write(file, text);
    return lineItem(ok('Recorded that your test enquiry arrived: send it with your next git push.'));
  }
  const { commit } = await github!.commit(() => ({ change, result: null }));
  return lineItem(
    ok(
      `Recorded on GitHub that your test enquiry arrived: your site is published again with these ids ${publishedAgainIn(change)}.`,
    ),
    ...(commit ? [' ', link({ href: commit.url, text: 'See the change on GitHub' })] : []),
  );
}

/** Her confirmation of the test as sent: its ids saved first, then the record (a refusal of either stops there, told). */
async function confirmArrived(button: HTMLButtonElement): Promise<void> {
  const test = sent;
  if (!test || !confirmationStands(test, ids(), readyEmail()) || !(local || github)) return;
  await busy(button, 'Saving…', async () => {
    const lines: HTMLLIElement[] = [];
    const show = () => element('confirm-lines').replaceChildren(...lines);
    try {
      lines.push(lineItem(ok(await saveIds(test))));
      show();
      lines.push(await recordConfirmation(test));
      sent = undefined;
    } catch (error) {
      lines.push(lineItem(wordsOf(error)));
    }
    show();
    await readSite();
  });
}

function showWhatToCheck(): void {
  const email = readyEmail();
  if (email === undefined) return;
  showLines('missing-lines', whatToCheckInTheTemplate(email).map(problem));
  element('missing-lines').hidden = false;
}

async function copyField(id: string): Promise<void> {
  const said = element(`${id}-copied`);
  try {
    await navigator.clipboard.writeText(element(id).textContent ?? '');
    said.textContent = 'Copied.';
  } catch {
    said.textContent = 'This browser would not copy it: select the text above and copy it yourself.';
  }
}

const built = builtIds(SITE_CHECK.settings, SITE_CHECK.placeholders);
for (const id of EMAILJS_IDS) {
  idInput(id).value = built[id];
  idInput(id).addEventListener('input', showConfirmation);
}

element('read-again').addEventListener('click', () => void readSite());
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]'))
  button.addEventListener('click', () => void copyField(button.dataset.copy!));
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
