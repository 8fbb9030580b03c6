import { render, screen } from '@testing-library/react';
import { FaqScreen } from './faq-screen';

describe.each([
  { locale: 'en' as const, heading: 'Frequently asked questions', link: 'Ask me directly', contact: '/contact' },
  { locale: 'pt' as const, heading: 'Perguntas frequentes', link: 'Pergunta-me diretamente', contact: '/contact/pt-pt' },
])('FaqScreen ($locale)', ({ locale, heading, link, contact }) => {
  it('has one page heading', () => {
    render(<FaqScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('shows ten questions as headings, each starting with its number', () => {
    render(<FaqScreen locale={locale} />);
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions).toHaveLength(10);
    questions.forEach((question, index) => {
      expect(question.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });
  });

  it('answers with the business facts', () => {
    const { container } = render(<FaqScreen locale={locale} />);
    const text = container.textContent ?? '';
    for (const fact of ['200 €', '15', '60', '5', '50', '150', '2016']) expect(text).toContain(fact);
  });

  it('links to the contact page in the same language', () => {
    render(<FaqScreen locale={locale} />);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', contact);
    for (const inline of screen.getAllByRole('link')) expect(inline).toHaveAttribute('href', contact);
  });
});
