import { refuseNetwork } from './no-network';
import { removeTemporaryFolders } from './temporary-folders';

refuseNetwork();

// jest-dom's matchers (toBeInTheDocument, toHaveTextContent…) read a document, which only the jsdom
// suites have: the suites run in Node's environment skip loading them, as they skip the dialog below.
if (typeof document !== 'undefined') jest.requireActual('@testing-library/jest-dom');

afterAll(removeTemporaryFolders);

/*
 * jsdom has <dialog> but not show()/showModal()/close(), nor popovers. This mirrors what browsers do
 * that the site relies on: the open attribute, the browser's focusing steps on show() and
 * showModal() (the first focusable element, or one marked autofocus), the close event, and a
 * popover shown and hidden (hiding one that is not shown does nothing). Escape reaches a modal
 * dialog as a cancel event, and nothing of a dialog opened with show().
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>();
  const focusFirst = (dialog: HTMLDialogElement) => {
    const target =
      dialog.querySelector<HTMLElement>('[autofocus]') ??
      dialog.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled]), a[href], textarea, select');
    target?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    if (this.open) return;
    modal.delete(this);
    this.setAttribute('open', '');
    focusFirst(this);
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    modal.add(this);
    this.setAttribute('open', '');
    focusFirst(this);
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
if (typeof HTMLElement !== 'undefined' && !HTMLElement.prototype.showPopover) {
  const showing = new WeakSet<HTMLElement>();
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    if (!this.hasAttribute('popover')) throw new DOMException('Not a popover', 'NotSupportedError');
    showing.add(this);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    showing.delete(this);
  };
}

jest.mock('next/navigation', () =>
  jest.requireActual<typeof import('./next-navigation')>('./next-navigation').nextNavigationForTests(),
);
