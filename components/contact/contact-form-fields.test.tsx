import { screen, within } from '@testing-library/react';
import { contactMessages } from '@/content/dictionaries/contact';
import { textFieldMaxLength } from '@/lib/contact/fields';
import {
  setUpContactForm,
  en,
  pt,
  fetchMock,
  renderForm,
  field,
  nameInput,
  emailInput,
  phoneInput,
  dateInput,
  venueInput,
  messageInput,
  submitButton,
  service,
  guests,
  fillRequired,
} from '@/test-support/contact-form';

/* The form's fields, and what it says when one is missing or wrong. */

setUpContactForm();

describe('ContactForm: fields', () => {
  it('gives every control a visible label, and groups the choices under a legend', () => {
    renderForm();
    for (const name of Object.values(en.fields)) expect(field(name.label)).toBeVisible();
    const services = screen.getByRole('group', { name: new RegExp(en.groups.service.legend.replace('?', '\\?')) });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Wedding', 'Engagements', 'Proposal', 'Couple', 'Family', 'Other work']);
    const guestGroup = screen.getByRole('group', {
      name: new RegExp(en.groups.guest_photos.legend.replace('?', '\\?')),
    });
    expect(
      within(guestGroup)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Yes', 'No', 'Not decided yet']);
    const heard = screen.getByRole('group', { name: new RegExp(en.groups.about_me.legend.replace('?', '\\?')) });
    expect(within(heard).getAllByRole('checkbox')).toHaveLength(5);
  });

  it('uses the EmailJS template’s field names and English option values in Portuguese too', () => {
    renderForm('pt');
    expect(field(pt.fields.from_name.label)).toHaveAttribute('name', 'from_name');
    expect(field(pt.fields.phone_number.label)).toHaveAttribute('name', 'phone_number');
    expect(screen.getByRole('checkbox', { name: pt.services['Other work'] })).toHaveAttribute('value', 'Other work');
    expect(screen.getByRole('checkbox', { name: pt.heardAbout['Google search'] })).toHaveAttribute(
      'value',
      'Google search',
    );
    expect(screen.getByRole('radio', { name: pt.guestPhotos['Not decided yet'] })).toHaveAttribute(
      'value',
      'Not decided yet',
    );
  });

  it('limits every text field to a length that keeps the request small, the message to 5,000 characters', () => {
    renderForm();
    expect(messageInput()).toHaveAttribute('maxlength', '5000');
    for (const name of ['from_name', 'partners_name', 'email', 'desired_date', 'wedding_venue'] as const) {
      expect(field(en.fields[name].label)).toHaveAttribute('maxlength', String(textFieldMaxLength[name]));
    }
    // Once the script runs, the phone number cuts itself to 15 after removing spaces, so a
    // maxlength would stop '+351 912 345 678'.
    expect(phoneInput()).not.toHaveAttribute('maxlength');
  });
});

describe('ContactForm: validation', () => {
  it('shows no error before the first submit', async () => {
    const user = renderForm();
    await user.type(emailInput(), 'not-an-email');
    await user.clear(emailInput());
    expect(screen.queryByText(en.errors.required)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('on an empty submit shows the general error, ties each error to its field and focuses the first', async () => {
    const user = renderForm();
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.general);
    expect(screen.getAllByText(en.errors.required)).toHaveLength(5);
    for (const input of [nameInput(), emailInput(), dateInput(), messageInput()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(en.errors.required));
    }
    expect(service('Wedding')).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).not.toHaveAttribute('aria-invalid');
    expect(venueInput()).not.toHaveAttribute('aria-invalid');
    expect(nameInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves the focus to the first invalid field in page order', async () => {
    const user = renderForm();
    await user.type(nameInput(), 'Ana');
    await user.type(emailInput(), 'ana@example.pt');
    await user.click(submitButton());
    expect(service('Wedding')).toHaveFocus();
  });

  it('asks for a valid e-mail address', async () => {
    const user = renderForm();
    await fillRequired(user);
    await user.clear(emailInput());
    await user.type(emailInput(), 'ana@example');
    await user.click(submitButton());
    expect(emailInput()).toHaveAccessibleDescription(en.errors.invalidEmail);
    expect(emailInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'probe.<b>x</b>@example.com'],
    ['pt', 'ana@<script>.example.pt'],
  ] as const)('refuses an address with < or > (%s)', async (locale, address) => {
    const user = renderForm(locale);
    const words = contactMessages[locale];
    const emailField = field(words.fields.email.label);
    await user.type(emailField, address);
    await user.click(screen.getByRole('button', { name: words.form.submit }));
    expect(emailField).toHaveAccessibleDescription(words.errors.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes the venue and the guest photos answer required when Wedding is chosen', async () => {
    const user = renderForm();
    await fillRequired(user);
    expect(venueInput()).not.toHaveAttribute('aria-required');
    await user.click(service('Wedding'));
    expect(venueInput()).toHaveAttribute('aria-required', 'true');
    const requiredGuests = `${en.groups.guest_photos.legend} (${en.form.requiredMarker})`;
    expect(screen.getByRole('group', { name: (name) => name.includes(requiredGuests) })).toBeInTheDocument();

    await user.click(submitButton());
    expect(venueInput()).toHaveAttribute('aria-invalid', 'true');
    expect(guests('Yes')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(en.errors.required)).toHaveLength(2);
    expect(venueInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(venueInput(), 'Quinta do Mar');
    await user.click(guests('Not decided yet'));
    expect(screen.queryByText(en.errors.required)).not.toBeInTheDocument();
  });

  it('clears the general error as soon as a field is edited, keeping the field errors', async () => {
    const user = renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(nameInput(), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText(en.errors.required)).toHaveLength(4);
  });

  it('shows the messages in Portuguese', async () => {
    const user = renderForm('pt');
    await user.type(field(pt.fields.email.label), 'ana@');
    await user.click(screen.getByRole('button', { name: pt.form.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(pt.errors.general);
    expect(screen.getAllByText(pt.errors.required)).toHaveLength(4);
    expect(screen.getByText(pt.errors.invalidEmail)).toBeInTheDocument();
  });
});
