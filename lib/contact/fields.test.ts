import { emptyValues, toTemplateParams } from './fields';

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
