/**
 * A question of the page's own, asked in a native modal dialog before something she may regret:
 * the first button keeps things as they are (and is what Escape means), the second goes ahead.
 */
export type Question = {
  /** The dialog's id, one per question. */
  id: string;
  title: string;
  text: string;
  /** The button that keeps things as they are. */
  stay: string;
  /** The button that goes ahead. */
  go: string;
};

function dialogOf({ id, title, text, stay, go }: Question): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.id = id;
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  Object.assign(dialog.style, {
    maxWidth: 'min(30rem, calc(100vw - 32px))',
    padding: '16px 20px',
    border: '0',
    borderRadius: '8px',
    color: '#1d1b20',
    font: '15px/1.45 system-ui, sans-serif',
  });
  const heading = document.createElement('h2');
  heading.id = `${id}-title`;
  heading.textContent = title;
  heading.style.margin = '0 0 8px';
  heading.style.fontSize = '1.1rem';
  const words = document.createElement('p');
  words.id = `${id}-text`;
  words.textContent = text;
  const buttons = document.createElement('p');
  Object.assign(buttons.style, { display: 'flex', flexWrap: 'wrap', gap: '8px', margin: '16px 0 0' });
  const stayButton = document.createElement('button');
  stayButton.type = 'button';
  stayButton.textContent = stay;
  stayButton.autofocus = true;
  stayButton.addEventListener('click', () => dialog.close());
  const goButton = document.createElement('button');
  goButton.type = 'button';
  goButton.textContent = go;
  goButton.dataset.go = '';
  for (const button of [stayButton, goButton]) Object.assign(button.style, { font: 'inherit', padding: '4px 12px' });
  buttons.append(stayButton, goButton);
  dialog.append(heading, words, buttons);
  document.body.append(dialog);
  return dialog;
}

/** Asks `question`; `then` runs once she presses its second button, and not otherwise. */
export function ask(question: Question, then: () => void): void {
  const existing = document.getElementById(question.id) as HTMLDialogElement | null;
  const dialog = existing ?? dialogOf(question);
  // The words may differ from one time to the next (what is kept depends on her preferences).
  dialog.querySelector(`#${question.id}-text`)!.textContent = question.text;
  dialog.querySelector<HTMLButtonElement>('[data-go]')!.onclick = () => {
    dialog.close();
    then();
  };
  if (!dialog.open) dialog.showModal();
}
