import { valuesFromFormData, type ContactValues } from '@/lib/contact/fields';
import { HONEYPOT_FIELD, isBotSubmission } from '@/lib/contact/honeypot';

/* The enquiry form's fields are uncontrolled: the page reads and writes them here. */

export function readContactForm(form: HTMLFormElement): { values: ContactValues; bot: boolean } {
  const data = new FormData(form);
  const trap = data.get(HONEYPOT_FIELD);
  return { values: valuesFromFormData(data), bot: isBotSubmission(typeof trap === 'string' ? trap : '') };
}

/**
 * Sends an input event from every control that differs from how the page was rendered (typed
 * before the script ran, or filled from a draft), so the page catches up with it.
 */
export function replayChanges(form: HTMLFormElement): void {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const toggles = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
    const changed = toggles ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
    if (changed) control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
