import { render, screen } from '@testing-library/react';
import { site } from '@/content/site';
import { LegalNoticeScreen } from './legal-notice-screen';

describe.each([
  {
    locale: 'en' as const,
    heading: 'Legal notice',
    titles: [
      'Website owner',
      'Contact information',
      'Purpose of the website',
      'Responsibility for content',
      'Intellectual property',
      'Data collection',
    ],
    privacy: { name: 'privacy policy', href: '/privacy-policy' },
  },
  {
    locale: 'pt' as const,
    heading: 'Aviso legal',
    titles: [
      'Titular do website',
      'Informações de contacto',
      'Finalidade do website',
      'Responsabilidade pelo conteúdo',
      'Propriedade intelectual',
      'Recolha de dados',
    ],
    privacy: { name: 'política de privacidade', href: '/privacy-policy/pt-pt' },
  },
])('LegalNoticeScreen ($locale)', ({ locale, heading, titles, privacy }) => {
  it('has one page heading', () => {
    render(<LegalNoticeScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('has six numbered sections in the order of the spec', () => {
    render(<LegalNoticeScreen locale={locale} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(titles.map((title, index) => `${index + 1}. ${title}`));
  });

  it('gives the e-mail address as a mailto link', () => {
    render(<LegalNoticeScreen locale={locale} />);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('links to the privacy policy in the same language', () => {
    render(<LegalNoticeScreen locale={locale} />);
    expect(screen.getByRole('link', { name: privacy.name })).toHaveAttribute('href', privacy.href);
  });
});
