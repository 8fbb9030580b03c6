import { DRAFT_SAVE_DELAY_MS, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from '@/lib/contact/draft';
import { emptyValues } from '@/lib/contact/fields';
import { keepDrafts } from './draft-keeper';
import { readContactForm } from './form-dom';

function makeForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="from_name"><textarea name="message"></textarea>
    <input type="checkbox" name="service" value="Wedding"><input type="checkbox" name="service" value="Family">`;
  document.body.append(form);
  return form;
}
const field = (form: HTMLFormElement, selector: string) => form.querySelector<HTMLInputElement>(selector)!;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/contact');
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('fills an untouched form with the draft of an earlier visit', () => {
  saveDraft({ ...emptyValues(), from_name: 'Ana', message: 'Olá', service: ['Family'] });
  const form = makeForm();
  keepDrafts(form);
  expect(readContactForm(form).values).toMatchObject({ from_name: 'Ana', message: 'Olá', service: ['Family'] });
});

it("keeps the service a story's link ticked and still restores the draft around it", () => {
  saveDraft({ ...emptyValues(), from_name: 'Ana', service: ['Family'] });
  window.history.replaceState(null, '', '/contact?service=Wedding');
  const form = makeForm();
  field(form, '[value="Wedding"]').checked = true; // as the form does once it runs
  keepDrafts(form);
  expect(readContactForm(form).values).toMatchObject({ from_name: 'Ana', service: ['Wedding', 'Family'] });
});

it('keeps what was typed before it arrived rather than the draft, and saves it', () => {
  saveDraft({ ...emptyValues(), from_name: 'Earlier visitor', message: 'Old draft' });
  const form = makeForm();
  field(form, '[name="from_name"]').value = 'Ana';
  keepDrafts(form);
  expect(field(form, '[name="from_name"]').value).toBe('Ana');
  jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
  expect(loadDraft()?.from_name).toBe('Ana');
});

it('forgets the draft once the enquiry was sent', () => {
  const form = makeForm();
  const keeper = keepDrafts(form);
  field(form, '[name="from_name"]').value = 'Ana';
  keeper.schedule();
  keeper.clear();
  jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
  expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
});
