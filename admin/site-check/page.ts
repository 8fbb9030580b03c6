/**
 * The site check's page (/admin/check/, page-html.ts): her keys and token checked with the
 * terminal's checks (service-checks.ts), taken from where the editor keeps them in this browser or
 * pasted, and the shapes of the settings the site was built with. Anything needing a Google sign-in
 * is left to `npm run check:settings`; her test enquiry is sent from the go-live page.
 */
// First: the checks read the editor's modules, which build zod schemas; the policy forbids zod's eval.
import '../editor/zod-without-eval';
import { storedDraftingKey } from '../drafting/drafting-key';
import { storedGoogleKey } from '../translation/european-translation';
import { showLines } from './lines-view';
import { editorTokenCheck, geminiKeyCheck, newestPublishCheck, translationKeyCheck, unchecked } from './service-checks';
import { storedEditorToken } from './kept-token';
import { builtSettingsLines, notGiven, TERMINAL_ONLY, type SiteCheckBuild } from './site-check';

declare const SITE_CHECK: SiteCheckBuild;

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

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
  showLines('key-lines', [{ mark: 'unchecked', text: 'Checking…' }]);
  const translation = input('translation-key').value.trim();
  const gemini = input('gemini-key').value.trim();
  const token = input('editor-token').value.trim();
  const [translationLine, geminiLine, tokenLines, liveLine] = await Promise.all([
    translation ? translationKeyCheck(translation) : notGiven('translation key'),
    gemini ? geminiKeyCheck(gemini) : notGiven('Gemini key'),
    token ? editorTokenCheck(token, SITE_CHECK.repository) : [notGiven('editor token')],
    token
      ? newestPublishCheck(token, SITE_CHECK.repository)
      : unchecked('What is live is not checked: it is read with your editor token, which is not given.'),
  ]);
  showLines('key-lines', [translationLine, geminiLine, ...tokenLines]);
  showLines('live-lines', [liveLine]);
  button.disabled = false;
}

showLines('settings-lines', builtSettingsLines(SITE_CHECK));
showLines('terminal-lines', TERMINAL_ONLY);
fillKeptCredentials();
document.getElementById('keys')!.addEventListener('submit', (event) => {
  event.preventDefault();
  void checkCredentials();
});
void checkCredentials();
