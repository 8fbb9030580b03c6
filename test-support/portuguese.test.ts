/** @jest-environment node */
import { brazilianForms } from './portuguese';

describe('brazilianForms', () => {
  it.each([
    'O Fernando e a Inês casaram-se em setembro.',
    'Foi um dia tremendo, e a festa estava linda.',
    'Uma foto de grupo nos degraus da quinta.',
    'Estava tudo pronto quando a noiva chegou.',
    'O contacto da equipa está no registo.',
    'Os convidados estão a dançar; o dia está brando.',
    'Sejam bem-vindos: estão bem-vindos todos.',
  ])('lets European Portuguese pass: %s', (text) => {
    expect(brazilianForms(text)).toEqual([]);
  });

  it.each([
    ['Você vai adorar.', ['Você']],
    ['A equipe e o contato no celular.', ['equipe', 'contato', 'celular']],
    ['Apanhámos o ônibus e fiz o registro.', ['ônibus', 'registro']],
    ['Os convidados estão dançando e ela estava sorrindo.', ['estão dançando', 'estava sorrindo']],
  ])('names the Brazilian forms of %s', (text, forms) => {
    expect(brazilianForms(text)).toEqual(forms);
  });
});
