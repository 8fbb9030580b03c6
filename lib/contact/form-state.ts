import { WEDDING_SERVICE, type ContactValues } from './fields';
import { hasErrors, sameErrors, validateContact, type ContactErrors } from './validation';

/**
 * The enquiry form as one state machine:
 *
 *   idle ──submit, invalid──▶ invalid ──edit──▶ idle
 *   idle | invalid ──submit, valid──▶ sending ──▶ sent | failed ──dismiss──▶ idle
 *
 * The values themselves live in the form's fields (uncontrolled, so whatever the visitor typed
 * before the page's script ran is kept); each event carries them as the fields hold them.
 */
type ContactStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed';

export type ContactFormState = {
  /** `invalid` is the state that shows the general error; any edit leaves it. */
  status: ContactStatus;
  /** Set by the first submit: from then on the field errors show and follow every edit. */
  submittedOnce: boolean;
  errors: ContactErrors;
  /** Wedding is ticked, which makes the venue and the guest photos answer required. */
  weddingChosen: boolean;
  /** Counts refused submits, so the general error is announced again each time. */
  attempt: number;
};

export type ContactFormEvent =
  | { type: 'edited'; values: ContactValues }
  | { type: 'submitted'; values: ContactValues; bot: boolean }
  | { type: 'sendSucceeded' }
  | { type: 'sendFailed' }
  | { type: 'dismissed' };

export const initialContactFormState: ContactFormState = {
  status: 'idle',
  submittedOnce: false,
  errors: {},
  weddingChosen: false,
  attempt: 0,
};

/** After a successful send (or a bot's, which only looks like one) the form starts over, empty. */
function sentState(state: ContactFormState): ContactFormState {
  return { ...initialContactFormState, status: 'sent', attempt: state.attempt };
}

/**
 * The next state. Returns the same object when nothing changes, so a keystroke that changes
 * nothing on the page costs no render.
 */
export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'edited': {
      // While sending or while a result dialog is open the form cannot be edited.
      if (state.status !== 'idle' && state.status !== 'invalid') return state;
      const weddingChosen = event.values.service.includes(WEDDING_SERVICE);
      const validated = state.submittedOnce ? validateContact(event.values) : state.errors;
      const errors = sameErrors(validated, state.errors) ? state.errors : validated;
      if (state.status === 'idle' && weddingChosen === state.weddingChosen && errors === state.errors) return state;
      return { ...state, status: 'idle', weddingChosen, errors };
    }
    case 'submitted': {
      if (state.status !== 'idle' && state.status !== 'invalid') return state;
      const errors = validateContact(event.values);
      const weddingChosen = event.values.service.includes(WEDDING_SERVICE);
      if (hasErrors(errors)) {
        return { ...state, status: 'invalid', submittedOnce: true, errors, weddingChosen, attempt: state.attempt + 1 };
      }
      if (event.bot) return sentState(state);
      return { ...state, status: 'sending', submittedOnce: true, errors, weddingChosen };
    }
    case 'sendSucceeded':
      return state.status === 'sending' ? sentState(state) : state;
    case 'sendFailed':
      // Every value stays in the form (and in the draft) for 'Try again'.
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
    case 'dismissed':
      return state.status === 'sent' || state.status === 'failed' ? { ...state, status: 'idle' } : state;
  }
}
