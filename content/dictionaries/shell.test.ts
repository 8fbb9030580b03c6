import { shellMessages } from './shell';

// The labels spec §2 quotes are requirements, not copy to edit; every other word may change freely.
describe('navigation labels (spec §2)', () => {
  it('use the English labels of the spec', () => {
    expect(shellMessages.en.nav).toMatchObject({
      home: 'HOME',
      about: 'ABOUT',
      stories: 'STORIES',
      faq: 'FAQ',
      testimonials: 'TESTIMONIALS',
      contact: 'CONTACT',
      weddings: 'WEDDINGS',
      couples: 'COUPLES',
      family: 'FAMILY',
      photoshootProcess: 'PHOTOSHOOT PROCESS',
    });
  });

  it('use the Portuguese labels the spec gives', () => {
    expect(shellMessages.pt.nav).toMatchObject({
      about: 'SOBRE MIM',
      stories: 'HISTÓRIAS',
      testimonials: 'TESTEMUNHOS',
      contact: 'CONTACTO',
      photoshootProcess: 'PROCESSO DAS SESSÕES',
    });
  });

  it('name the floating button as the spec does', () => {
    expect(shellMessages.en.goToTop).toBe('Go to top');
  });
});
