import { render, screen } from '@testing-library/react';
import { pagesMessages } from '@/content/dictionaries/pages';
import { faq } from '@/content/pages/faq';
import { site } from '@/content/site';
import { FaqScreen } from './faq-screen';

describe.each([
  { locale: 'en' as const, contact: '/contact' },
  { locale: 'pt' as const, contact: '/contact/pt-pt' },
])('FaqScreen ($locale)', ({ locale, contact }) => {
  const messages = pagesMessages[locale].faq;

  it('has one page heading', () => {
    render(<FaqScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.heading);
  });

  it('shows the ten questions as headings, each starting with its number', () => {
    render(<FaqScreen locale={locale} />);
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions).toHaveLength(10);
    questions.forEach((question, index) => {
      expect(question.textContent).toBe(`${index + 1}. ${faq[locale][index]!.question}`);
    });
  });

  it('answers with the business facts: the prices and delivery times of content/site.ts, and the pack sizes', () => {
    const { container } = render(<FaqScreen locale={locale} />);
    const text = container.textContent ?? '';
    const { terms } = site;
    const facts = [
      `${terms.deposit} €`,
      `${terms.albumsFrom} €`,
      terms.sessionDeliveryWorkingDays,
      terms.weddingDeliveryDays,
      terms.rushDeliveryDays,
      50,
      150,
      site.since,
    ];
    for (const fact of facts) expect(text).toContain(String(fact));
  });

  it('links to the contact page in the same language', () => {
    render(<FaqScreen locale={locale} />);
    expect(screen.getByRole('link', { name: messages.contactLink })).toHaveAttribute('href', contact);
    for (const inline of screen.getAllByRole('link')) expect(inline).toHaveAttribute('href', contact);
  });
});
