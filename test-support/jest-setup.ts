import { refuseNetwork } from './no-network';
import { removeTemporaryFolders } from './temporary-folders';

refuseNetwork();

// jest-dom's matchers (toBeInTheDocument, toHaveTextContent…) read a document, which only the jsdom
// suites have: the suites run in Node's environment skip loading them, as they skip the dialog below.
if (typeof document !== 'undefined') jest.requireActual('@testing-library/jest-dom');

afterAll(removeTemporaryFolders);

/*
 * jsdom has <dialog> but not show()/showModal()/close(). This mirrors what browsers do that the site
 * relies on: the open attribute, the browser's focusing steps (the first focusable element, or
 * one marked autofocus) and the close event. Escape reaches a modal dialog as a cancel event, and
 * nothing of a dialog opened with show().
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>();
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    modal.delete(this);
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    modal.add(this);
    this.setAttribute('open', '');
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ??
      this.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href], textarea, select');
    target?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')]
      .filter((each) => modal.has(each))
      .at(-1);
    if (!dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    if (!cancel.defaultPrevented) dialog.close();
  });
}

jest.mock('next/navigation', () =>
  jest.requireActual<typeof import('./next-navigation')>('./next-navigation').nextNavigationForTests(),
);
