/**
 * A notice of ours beside the editor's own toasts, for what the editor cannot say itself: its
 * Translate button tells every failure with the same "Translation failed." for five seconds,
 * whatever the cause. This notice says the true cause and what to check, in words a screen reader
 * announces (role="alert"), and stays until she closes it or the next translation succeeds. It is
 * a popover, so it shows above the editor's panes as its toasts do, and it depends on nothing
 * inside the editor's page.
 */
const NOTICE_ID = 'editor-notice';

function noticeElement(): HTMLElement {
  const existing = document.getElementById(NOTICE_ID);
  if (existing) return existing;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.popover = 'manual';
  Object.assign(notice.style, {
    inset: 'auto auto 16px 16px',
    margin: '0',
    maxWidth: 'min(34rem, calc(100vw - 32px))',
    padding: '12px 16px',
    border: '2px solid #b3261e',
    borderRadius: '8px',
    background: '#fff',
    color: '#1d1b20',
    font: '15px/1.45 system-ui, sans-serif',
    boxShadow: '0 8px 16px rgb(0 0 0 / 20%)',
  });
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.style.margin = '0 0 8px';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', hideEditorNotice);
  notice.append(text, close);
  document.body.append(notice);
  return notice;
}

/** Shows `text` in the notice (replacing what it said), above the editor. */
export function showEditorNotice(text: string): void {
  const notice = noticeElement();
  notice.querySelector('[role="alert"]')!.textContent = text;
  if (notice.matches(':popover-open')) notice.hidePopover();
  // Shown again, so it is above whatever the editor opened since.
  notice.showPopover();
}

/** Hides the notice, if it is shown. */
export function hideEditorNotice(): void {
  const notice = document.getElementById(NOTICE_ID);
  if (notice?.matches(':popover-open')) notice.hidePopover();
}
