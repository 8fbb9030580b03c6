import { clearDraft, createDraftSaver, isEmptyDraft, loadDraft } from '@/lib/contact/draft';
import { requestedService, textFieldNames, type ContactValues } from '@/lib/contact/fields';
import { readContactForm, replayChanges } from './form-dom';

export type DraftKeeper = {
  /** The form changed: save it once the visitor pauses. */
  schedule: () => void;
  /** Save a pending change now (the page is being left or hidden). */
  flush: () => void;
  /** The enquiry was sent: forget the pending change and the saved draft. */
  clear: () => void;
};

/** Puts values into the form's fields (replayChanges then tells the page). */
export function fillContactForm(form: HTMLFormElement, values: ContactValues): void {
  for (const name of textFieldNames) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      control.value = values[name];
    }
  }
  const chosen = { service: values.service, about_me: values.about_me, guest_photos: [values.guest_photos] };
  for (const [name, options] of Object.entries(chosen) as [string, readonly string[]][]) {
    for (const control of form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)) {
      control.checked = options.includes(control.value);
    }
  }
}

/** A story's call to enquire ticks its service; the visitor has not chosen that one. */
function chosenByVisitor(values: ContactValues, requested: string | null): ContactValues {
  return { ...values, service: values.service.filter((service) => service !== requested) };
}

/**
 * Keeps the enquiry being typed as a draft in this browser (lib/contact/draft.ts). Fetched with the
 * sender once the form runs, not with the page: a draft from an earlier visit fills the form then,
 * if the visitor has not started on it (a service a story's link ticked does not count, and stays
 * ticked), and what was typed before this arrived is saved as well.
 */
export function keepDrafts(form: HTMLFormElement): DraftKeeper {
  const read = () => readContactForm(form).values;
  const requested = requestedService(window.location.search);
  const untouched = () => isEmptyDraft(chosenByVisitor(read(), requested));
  const saver = createDraftSaver(read);
  if (untouched()) {
    const draft = loadDraft();
    if (draft) {
      const service = requested && !draft.service.includes(requested) ? [...draft.service, requested] : draft.service;
      fillContactForm(form, { ...draft, service });
      replayChanges(form);
    }
  } else {
    saver.schedule();
  }
  return {
    schedule: saver.schedule,
    flush: saver.flush,
    clear: () => {
      saver.cancel();
      clearDraft();
    },
  };
}
