import { menuLabel } from '@/lib/navigation';
import { shellMessages } from './shell';

// The labels spec §2 quotes are requirements, not copy to edit; every other word may change freely.
describe('navigation labels (spec §2)', () => {
  const labels = (locale: 'en' | 'pt', keys: readonly Parameters<typeof menuLabel>[0][]) =>
    Object.fromEntries(keys.map((key) => [key, menuLabel(key, locale)]));

  it('use the English labels of the spec', () => {
    const keys = [
      'home',
      'about',
      'stories',
      'faq',
      'testimonials',
      'contact',
      'weddings',
      'couples',
      'family',
      'photoshootProcess',
    ] as const;
    expect(labels('en', keys)).toEqual({
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
    expect(labels('pt', ['about', 'stories', 'testimonials', 'contact', 'photoshootProcess'])).toEqual({
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
