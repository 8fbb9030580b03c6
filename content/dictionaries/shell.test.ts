/** @jest-environment node */
import { menuLabel } from '@/lib/navigation';
import { shellMessages } from './shell';

// These labels are the product's fixed wording, not copy to edit; every other word may change freely.
describe('navigation labels', () => {
  const labels = (locale: 'en' | 'pt', keys: readonly Parameters<typeof menuLabel>[0][]) =>
    Object.fromEntries(keys.map((key) => [key, menuLabel(key, locale)]));

  it('use the fixed English labels', () => {
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

  it('use the fixed Portuguese labels', () => {
    expect(labels('pt', ['about', 'stories', 'testimonials', 'contact', 'photoshootProcess'])).toEqual({
      about: 'SOBRE MIM',
      stories: 'HISTÓRIAS',
      testimonials: 'TESTEMUNHOS',
      contact: 'CONTACTO',
      photoshootProcess: 'PROCESSO DAS SESSÕES',
    });
  });

  it('name the floating button with its fixed label', () => {
    expect(shellMessages.en.goToTop).toBe('Go to top');
  });
});
