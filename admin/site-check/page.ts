/**
 * The site check's page (/admin/check/, page-html.ts): her test enquiry through the contact form's
 * own sender, her keys and token checked with the terminal's checks (service-checks.ts), taken
 * from where the editor keeps them in this browser or pasted, and the shapes of the settings the
 * site was built with. Anything needing a Google sign-in is left to `npm run check:settings`.
 */
// First: the checks read the editor's modules, which build zod schemas; the policy forbids zod's eval.
import '../editor/zod-without-eval';
import { storedDraftingKey } from '../drafting/drafting-key';
import { storedGoogleKey } from '../translation/european-translation';
import { sendEnquiry } from '@/lib/contact/send-enquiry';
import { editorTokenCheck, geminiKeyCheck, translationKeyCheck, type CheckLine } from './service-checks';
import {
  builtSettingsLines,
  EDITOR_USER_KEY,
  keptEditorToken,
  notGiven,
  TERMINAL_ONLY,
  type SiteCheckBuild,
} from './site-check';
import { testEnquiryOutcome, testEnquiryValues } from './test-enquiry';

declare const SITE_CHECK: SiteCheckBuild;

const SPOKEN_MARK: Record<CheckLine['mark'], string> = { ok: 'Done: ', problem: 'To do: ', unchecked: 'Not checked: ' };

/** Shows `lines` in the list `id`, replacing what it showed. */
function show(id: string, lines: readonly CheckLine[]): void {
  const list = document.getElementById(id)!;
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.className = line.mark;
      const spoken = document.createElement('span');
      spoken.className = 'visually-hidden';
      spoken.textContent = SPOKEN_MARK[line.mark];
      item.append(spoken, line.text);
      return item;
    }),
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

function storedEditorToken(): string | undefined {
  try {
    return keptEditorToken(localStorage.getItem(EDITOR_USER_KEY));
  } catch {
    return undefined;
  }
}

/** Fills the fields with what the editor keeps in this browser, and says which were found. */
function fillKeptCredentials(): void {
  const kept: [string, string, string | undefined][] = [
    ['translation-key', 'translation key', storedGoogleKey()],
    ['gemini-key', 'Gemini key', storedDraftingKey()],
    ['editor-token', 'editor token', storedEditorToken()],
  ];
  const found = kept.filter(([, , value]) => value !== undefined);
  for (const [id, , value] of found) input(id).value = value!;
  document.getElementById('keys-found')!.textContent =
    found.length > 0
      ? `Filled in from what the editor keeps in this browser: your ${found.map(([, name]) => name).join(', ')}. Paste another to check it instead.`
      : 'The editor keeps none of them in this browser: paste each one to check it.';
}

async function checkCredentials(): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>('#keys button')!;
  button.disabled = true;
  show('key-lines', [{ mark: 'unchecked', text: 'Checking…' }]);
  const translation = input('translation-key').value.trim();
  const gemini = input('gemini-key').value.trim();
  const token = input('editor-token').value.trim();
  const [translationLine, geminiLine, tokenLines] = await Promise.all([
    translation ? translationKeyCheck(translation) : notGiven('translation key'),
    gemini ? geminiKeyCheck(gemini) : notGiven('Gemini key'),
    token ? editorTokenCheck(token, SITE_CHECK.repository) : [notGiven('editor token')],
  ]);
  show('key-lines', [translationLine, geminiLine, ...tokenLines]);
  button.disabled = false;
}

async function sendTestEnquiry(): Promise<void> {
  const button = document.getElementById('send-test') as HTMLButtonElement;
  button.disabled = true;
  show('enquiry-lines', [{ mark: 'unchecked', text: 'Sending…' }]);
  const result = await sendEnquiry(testEnquiryValues(SITE_CHECK.email, new Date()));
  show('enquiry-lines', [testEnquiryOutcome(result, SITE_CHECK.email)]);
  button.disabled = false;
}

show('settings-lines', builtSettingsLines(SITE_CHECK));
show('terminal-lines', TERMINAL_ONLY);
fillKeptCredentials();
document.getElementById('send-test')!.addEventListener('click', () => void sendTestEnquiry());
document.getElementById('keys')!.addEventListener('submit', (event) => {
  event.preventDefault();
  void checkCredentials();
});
void checkCredentials();
