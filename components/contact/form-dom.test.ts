import { emptyValues } from '@/lib/contact/fields';
import { fillContactForm } from './draft-keeper';
import { readContactForm, replayChanges } from './form-dom';

function makeForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="from_name"><input name="phone_number"><textarea name="message"></textarea>
    <input type="checkbox" name="service" value="Wedding"><input type="checkbox" name="service" value="Family">
    <input type="checkbox" name="about_me" value="Other">
    <input type="radio" name="guest_photos" value="Yes"><input type="radio" name="guest_photos" value="No">
    <input name="website">`;
  document.body.append(form);
  return form;
}

afterEach(() => document.body.replaceChildren());

it('reads what the fields hold, and whether the trap was filled', () => {
  const form = makeForm();
  form.querySelector<HTMLInputElement>('[name="from_name"]')!.value = 'Ana';
  form.querySelector<HTMLInputElement>('[value="Family"]')!.checked = true;
  expect(readContactForm(form)).toEqual({
    values: { ...emptyValues(), from_name: 'Ana', service: ['Family'] },
    bot: false,
  });
  form.querySelector<HTMLInputElement>('[name="website"]')!.value = 'https://spam.example';
  expect(readContactForm(form).bot).toBe(true);
});

it('fills the fields with a draft that reads back the same', () => {
  const form = makeForm();
  const draft = {
    ...emptyValues(),
    from_name: 'Ana',
    message: 'Olá',
    service: ['Wedding' as const],
    about_me: ['Other' as const],
    guest_photos: 'No' as const,
  };
  fillContactForm(form, draft);
  expect(readContactForm(form).values).toEqual(draft);
});

it('sends an input event from every control that differs from the rendered page, and no other', () => {
  const form = makeForm();
  const changed: string[] = [];
  form.addEventListener('input', (event) => {
    const control = event.target as HTMLInputElement;
    changed.push(control.type === 'radio' || control.type === 'checkbox' ? control.value : control.name);
  });
  replayChanges(form);
  expect(changed).toEqual([]);
  fillContactForm(form, { ...emptyValues(), from_name: 'Ana', service: ['Family'], guest_photos: 'Yes' });
  replayChanges(form);
  expect(changed).toEqual(['from_name', 'Family', 'Yes']);
});
