import { render, screen } from '@testing-library/react';
import { pagesMessages } from '@/content/dictionaries/pages';
import { legalNotice } from '@/content/pages/legal-notice';
import type { RouteKey } from '@/content/routes';
import { getSite } from '@/content/read';
import { LegalNoticeScreen } from './legal-notice-screen';

describe.each([
  { locale: 'en' as const, privacyHref: '/privacy-policy' },
  { locale: 'pt' as const, privacyHref: '/privacy-policy/pt-pt' },
])('LegalNoticeScreen ($locale)', ({ locale, privacyHref }) => {
  const { sections } = legalNotice()[locale];

  it('has one page heading', () => {
    render(<LegalNoticeScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pagesMessages[locale].legalNotice.heading);
  });

  it('has six numbered sections, in the order of the content', () => {
    render(<LegalNoticeScreen locale={locale} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(6);
    expect(headings).toEqual(sections.map((section, index) => `${index + 1}. ${section.title}`));
  });

  it('gives the e-mail address as a mailto link', () => {
    render(<LegalNoticeScreen locale={locale} />);
    expect(screen.getByRole('link', { name: getSite().email })).toHaveAttribute('href', `mailto:${getSite().email}`);
  });

  it('links to the privacy policy in the same language', () => {
    render(<LegalNoticeScreen locale={locale} />);
    const privacyLinks = sections
      .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])].flat())
      .filter(
        (piece): piece is { text: string; route: RouteKey } =>
          typeof piece === 'object' && 'route' in piece && piece.route === 'privacyPolicy',
      );
    expect(privacyLinks).not.toHaveLength(0);
    for (const { text } of privacyLinks)
      expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', privacyHref);
  });
});
