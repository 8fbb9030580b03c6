/** @jest-environment node */
import yaml from 'js-yaml';
import { parseTestimonials } from './testimonials';

describe('the testimonials file', () => {
  it('gives each couple’s message in paragraphs, with its language', () => {
    const { testimonials, problems } = parseTestimonials(
      'testimonials:\n  - couple: Ana & João\n    venue: Herdade da Vinha Velha\n    lang: pt\n    message: |-\n      Casámos entre as vinhas.\n\n      Recomendamos!\n',
    );
    expect(problems).toEqual([]);
    expect(testimonials).toEqual([
      {
        couple: 'Ana & João',
        venue: 'Herdade da Vinha Velha',
        lang: 'pt',
        message: ['Casámos entre as vinhas.', 'Recomendamos!'],
      },
    ]);
  });

  it('stops the build naming the file and the entry when a field is missing or wrong', () => {
    const { problems } = parseTestimonials(
      'testimonials:\n  - couple: Ana & João\n    venue: Herdade\n    lang: pt\n    message: Olá\n  - couple: Emma & James\n    lang: fr\n    message: Hi\n',
    );
    expect(problems).toEqual([
      'content/testimonials.yml: Testimonials → Testimonial 2 → Venue should be some text (Testimonials).',
      'content/testimonials.yml: Testimonials → Testimonial 2 → Written in should be en or pt (Testimonials).',
    ]);
  });

  it('says so when the file cannot be read', () => {
    expect(parseTestimonials('testimonials: [').problems).toEqual([
      expect.stringMatching(/^content\/testimonials\.yml cannot be read: /),
    ]);
  });

  it('starts a paragraph at an empty line, even one holding spaces, and drops the spaces around each', () => {
    const message = 'Casámos entre\nas vinhas.  \n  \n  Recomendamos!\n\n\n\nObrigado.';
    const { testimonials } = parseTestimonials(
      yaml.dump({ testimonials: [{ couple: 'Ana & João', venue: 'Herdade', lang: 'pt', message }] }),
    );
    expect(testimonials.map((testimonial) => testimonial.message)).toEqual([
      ['Casámos entre\nas vinhas.', 'Recomendamos!', 'Obrigado.'],
    ]);
  });
});
