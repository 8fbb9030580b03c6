/** @jest-environment node */
import { emptyValues, toTemplateParams, valuesFromFormData } from './fields';

describe('toTemplateParams', () => {
  it('holds every field as text, with services and sources joined by ", " in the options order', () => {
    const params = toTemplateParams({
      from_name: 'Ana',
      partners_name: 'Rui',
      phone_number: '+351912345678',
      email: ' ana@example.pt ',
      desired_date: 'June 2027',
      wedding_venue: 'Quinta do Mar',
      message: 'Hello',
      service: ['Family', 'Wedding'],
      about_me: ['Friend', 'Instagram'],
      guest_photos: 'Yes',
    });
    expect(params).toEqual({
      from_name: 'Ana',
      partners_name: 'Rui',
      phone_number: '+351912345678',
      email: 'ana@example.pt',
      desired_date: 'June 2027',
      wedding_venue: 'Quinta do Mar',
      message: 'Hello',
      service: 'Wedding, Family',
      about_me: 'Instagram, Friend',
      guest_photos: 'Yes',
    });
  });

  it('sends empty text for fields left empty', () => {
    expect(Object.values(toTemplateParams(emptyValues()))).toEqual(Array(10).fill(''));
  });
});

describe('valuesFromFormData', () => {
  function formData(entries: [string, string][]): FormData {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  }

  it('reads every field as the form holds it, with the phone number sanitised', () => {
    expect(
      valuesFromFormData(
        formData([
          ['from_name', 'Ana'],
          ['phone_number', '+351 912 345 678'],
          ['message', 'Line one\nLine two'],
          ['service', 'Wedding'],
          ['service', 'Family'],
          ['about_me', 'Friend'],
          ['guest_photos', 'No'],
          ['website', 'trap'],
        ]),
      ),
    ).toEqual({
      ...emptyValues(),
      from_name: 'Ana',
      phone_number: '+351912345678',
      message: 'Line one\nLine two',
      service: ['Wedding', 'Family'],
      about_me: ['Friend'],
      guest_photos: 'No',
    });
  });

  it('keeps only known options, each once', () => {
    const values = valuesFromFormData(
      formData([
        ['service', 'Wedding'],
        ['service', 'Wedding'],
        ['service', 'Skydiving'],
        ['guest_photos', 'Maybe'],
      ]),
    );
    expect(values.service).toEqual(['Wedding']);
    expect(values.guest_photos).toBe('');
  });
});
