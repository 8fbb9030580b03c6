/**
 * A list of check lines on the pages beside the editor (the site check, the go-live page): each
 * line's mark as a sign the eye reads (site-check.css) and as a word a screen reader says.
 */
import type { CheckLine } from './service-checks';

const SPOKEN_MARK: Record<CheckLine['mark'], string> = { ok: 'Done: ', problem: 'To do: ', unchecked: 'Not checked: ' };

/** The list item of one line, with `extra` after its words (a link). */
export function lineItem(line: CheckLine, ...extra: (Node | string)[]): HTMLLIElement {
  const item = document.createElement('li');
  item.className = line.mark;
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = SPOKEN_MARK[line.mark];
  item.append(spoken, line.text, ...extra);
  return item;
}

/** Shows `lines` in the list `id`, replacing what it showed. */
export function showLines(id: string, lines: readonly CheckLine[]): void {
  document.getElementById(id)!.replaceChildren(...lines.map((line) => lineItem(line)));
}
