/** @jest-environment node */
import { emptyValues, textFieldMaxLength, type ContactValues } from './fields';
import { firstInvalidField, hasErrors, isRequired, isValidEmail, sameErrors, validateContact } from './validation';

function validValues(overrides: Partial<ContactValues> = {}): ContactValues {
  return {
    ...emptyValues(),
    from_name: 'Ana',
    email: 'ana@example.pt',
    desired_date: 'June 2027',
    message: 'Hello',
    service: ['Family'],
    ...overrides,
  };
}

describe('validateContact', () => {
  it('accepts a complete enquiry without the optional fields', () => {
    expect(validateContact(validValues())).toEqual({});
  });

  it('requires the name, e-mail, message, desired date and a service on an empty form', () => {
    expect(validateContact(emptyValues())).toEqual({
      from_name: 'required',
      email: 'required',
      service: 'required',
      desired_date: 'required',
      message: 'required',
    });
  });

  it.each(['from_name', 'email', 'message', 'desired_date'] as const)('requires %s', (field) => {
    expect(validateContact(validValues({ [field]: '' }))[field]).toBe('required');
  });

  it('treats a field of only spaces as empty', () => {
    expect(validateContact(validValues({ from_name: '   \n ' })).from_name).toBe('required');
  });

  it('requires at least one service', () => {
    expect(validateContact(validValues({ service: [] })).service).toBe('required');
  });

  it('does not require the venue or guest photos without a wedding', () => {
    const errors = validateContact(validValues({ service: ['Couple', 'Proposal'] }));
    expect(errors.wedding_venue).toBeUndefined();
    expect(errors.guest_photos).toBeUndefined();
  });

  it('requires the wedding venue and the guest photos answer when Wedding is chosen', () => {
    expect(validateContact(validValues({ service: ['Family', 'Wedding'] }))).toEqual({
      wedding_venue: 'required',
      guest_photos: 'required',
    });
    expect(
      validateContact(validValues({ service: ['Wedding'], wedding_venue: 'Quinta', guest_photos: 'Not decided yet' })),
    ).toEqual({});
  });

  it('never requires the partner name, the phone or how they heard about me', () => {
    const errors = validateContact(emptyValues());
    expect(errors.partners_name).toBeUndefined();
    expect(errors.phone_number).toBeUndefined();
    expect(errors.about_me).toBeUndefined();
  });

  it('reports an invalid e-mail address', () => {
    expect(validateContact(validValues({ email: 'ana@example' })).email).toBe('invalidEmail');
  });

  it('reports text longer than its field takes (an old draft) as too long', () => {
    const errors = validateContact(
      validValues({ message: 'a'.repeat(textFieldMaxLength.message + 1), from_name: 'A'.repeat(101) }),
    );
    expect(errors).toEqual({ message: 'tooLong', from_name: 'tooLong' });
    expect(validateContact(validValues({ message: 'a'.repeat(textFieldMaxLength.message) }))).toEqual({});
  });

  it('reports an empty e-mail as required, not invalid', () => {
    expect(validateContact(validValues({ email: ' ' })).email).toBe('required');
  });
});

describe('isValidEmail', () => {
  it.each(['ana@example.pt', 'ana.silva+wedding@mail.example.co.uk', 'joão@exemplo.pt', '  ana@example.pt  '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['probe.<b>x</b>@example.com', 'ana@example.pt>', '<ana@example.pt>', 'ana@exa<mple.pt', 'ana@example.p<t>'])(
    'rejects an address with < or >: %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it.each([
    'ana',
    'ana@',
    '@example.pt',
    'ana@example',
    'ana@example.p',
    'ana silva@example.pt',
    'ana@@example.pt',
    'ana@example..pt',
  ])('rejects %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('isRequired', () => {
  it('makes the venue and guest photos required only with Wedding', () => {
    expect(isRequired('wedding_venue', validValues())).toBe(false);
    expect(isRequired('guest_photos', validValues())).toBe(false);
    expect(isRequired('wedding_venue', validValues({ service: ['Wedding'] }))).toBe(true);
    expect(isRequired('guest_photos', validValues({ service: ['Wedding'] }))).toBe(true);
  });
});

describe('sameErrors', () => {
  it('compares the problems, not the objects', () => {
    expect(sameErrors({ email: 'required' }, { email: 'required' })).toBe(true);
    expect(sameErrors({ email: 'required' }, { email: 'invalidEmail' })).toBe(false);
    expect(sameErrors({ email: 'required' }, { email: 'required', message: 'required' })).toBe(false);
    expect(sameErrors({}, {})).toBe(true);
  });
});

describe('firstInvalidField', () => {
  it('returns the first invalid field in page order', () => {
    const errors = validateContact(emptyValues());
    expect(hasErrors(errors)).toBe(true);
    expect(firstInvalidField(errors)).toBe('from_name');
    expect(firstInvalidField({ message: 'required', service: 'required' })).toBe('service');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
