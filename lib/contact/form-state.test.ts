import { emptyValues, type ContactValues } from './fields';
import {
  contactFormReducer,
  initialContactFormState,
  type ContactFormEvent,
  type ContactFormState,
} from './form-state';

const complete: ContactValues = {
  ...emptyValues(),
  from_name: 'Ana',
  email: 'ana@example.pt',
  desired_date: 'June 2027',
  message: 'Hello',
  service: ['Family'],
};
const empty = emptyValues();

function run(state: ContactFormState, ...events: ContactFormEvent[]): ContactFormState {
  return events.reduce(contactFormReducer, state);
}

const submit = (values: ContactValues, bot = false): ContactFormEvent => ({ type: 'submitted', values, bot });
const edit = (values: ContactValues): ContactFormEvent => ({ type: 'edited', values });

describe('idle', () => {
  it('starts idle, with no errors shown', () => {
    expect(initialContactFormState).toEqual({
      status: 'idle',
      submittedOnce: false,
      errors: {},
      weddingChosen: false,
      attempt: 0,
    });
  });

  it('an edit that changes nothing shown returns the same state (no render)', () => {
    expect(contactFormReducer(initialContactFormState, edit({ ...empty, from_name: 'A' }))).toBe(
      initialContactFormState,
    );
  });

  it('ticking Wedding makes the venue and guest photos required, unticking it does not', () => {
    const wedding = run(initialContactFormState, edit({ ...empty, service: ['Wedding'] }));
    expect(wedding.weddingChosen).toBe(true);
    expect(run(wedding, edit(empty)).weddingChosen).toBe(false);
  });

  it('does not validate while typing before the first submit', () => {
    expect(run(initialContactFormState, edit({ ...empty, email: 'not-an-email' })).errors).toEqual({});
  });
});

describe('idle → invalid', () => {
  it('a submit with problems shows them, counts the attempt and sends nothing', () => {
    const state = run(initialContactFormState, submit(empty));
    expect(state.status).toBe('invalid');
    expect(state.submittedOnce).toBe(true);
    expect(state.errors).toMatchObject({ from_name: 'required', email: 'required', message: 'required' });
    expect(state.attempt).toBe(1);
    expect(run(state, submit(empty)).attempt).toBe(2);
  });
});

describe('invalid → idle', () => {
  it('any edit clears the general error and keeps the field errors up to date', () => {
    const invalid = run(initialContactFormState, submit(empty));
    const edited = run(invalid, edit({ ...empty, from_name: 'Ana' }));
    expect(edited.status).toBe('idle');
    expect(edited.errors.from_name).toBeUndefined();
    expect(edited.errors.email).toBe('required');
  });

  it('keeps the same errors object while the problems are the same', () => {
    const idle = run(initialContactFormState, submit(empty), edit({ ...empty, from_name: 'A' }));
    expect(contactFormReducer(idle, edit({ ...empty, from_name: 'An' }))).toBe(idle);
  });
});

describe('→ sending → sent', () => {
  it('a complete submit sends; success empties the form and hides the errors', () => {
    const sending = run(initialContactFormState, submit(empty), submit(complete));
    expect(sending.status).toBe('sending');
    expect(sending.errors).toEqual({});
    const sent = run(sending, { type: 'sendSucceeded' });
    expect(sent).toMatchObject({ status: 'sent', submittedOnce: false, errors: {}, weddingChosen: false });
    expect(run(sent, { type: 'dismissed' }).status).toBe('idle');
  });

  it('ignores another submit and edits while sending', () => {
    const sending = run(initialContactFormState, submit(complete));
    expect(contactFormReducer(sending, submit(complete))).toBe(sending);
    expect(contactFormReducer(sending, edit(empty))).toBe(sending);
  });

  it("a bot's complete submit goes straight to sent, without sending", () => {
    expect(run(initialContactFormState, submit(complete, true)).status).toBe('sent');
  });

  it("a bot's incomplete submit is refused like anyone's", () => {
    expect(run(initialContactFormState, submit(empty, true)).status).toBe('invalid');
  });
});

describe('sending → failed → idle', () => {
  it('a failure keeps everything for "Try again", which can send again', () => {
    const failed = run(initialContactFormState, submit(complete), { type: 'sendFailed' });
    expect(failed.status).toBe('failed');
    expect(failed.submittedOnce).toBe(true);
    const idle = run(failed, { type: 'dismissed' });
    expect(idle.status).toBe('idle');
    expect(run(idle, submit(complete)).status).toBe('sending');
  });
});

describe('events that do not apply', () => {
  it.each<[string, ContactFormState, ContactFormEvent]>([
    ['a result while idle', initialContactFormState, { type: 'sendSucceeded' }],
    ['a failure while idle', initialContactFormState, { type: 'sendFailed' }],
    ['a dismiss while idle', initialContactFormState, { type: 'dismissed' }],
    ['a submit behind the thank-you', { ...initialContactFormState, status: 'sent' }, submit(complete)],
    ['an edit behind the error dialog', { ...initialContactFormState, status: 'failed' }, edit(empty)],
  ])('%s changes nothing', (_name, state, event) => {
    expect(contactFormReducer(state, event)).toBe(state);
  });
});
