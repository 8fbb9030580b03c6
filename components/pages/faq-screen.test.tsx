import { render, screen } from '@testing-library/react';
import { pagesMessages } from '@/content/dictionaries/pages';
import { faqPage } from '@/content/pages/faq';
import { getPage, getSite } from '@/content/read';
import { statedTerms, statement, unstated, type StatedFact } from '@/test-support/stated-terms';
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

  it('shows her questions as headings, each starting with its number', () => {
    render(<FaqScreen locale={locale} />);
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions).toHaveLength(getPage(faqPage)[locale].length);
    questions.forEach((question, index) => {
      expect(question.textContent).toBe(`${index + 1}. ${getPage(faqPage)[locale][index]!.question}`);
    });
  });

  it('answers with the business facts: the prices and delivery times of content/settings/site.yml, and the pack sizes', () => {
    render(<FaqScreen locale={locale} />);
    const facts: StatedFact[] = [
      ...statedTerms[locale],
      ...{
        en: [
          { fact: 'the year she started', sentence: statement('weddings', `since ${getSite().since}`) },
          { fact: 'the small pack', sentence: statement('intimate', 'up to 50 guests') },
          { fact: 'the big pack', sentence: statement('celebrations', '150 guests or more') },
        ],
        pt: [
          { fact: 'the year she started', sentence: statement('casamentos', `desde ${getSite().since}`) },
          { fact: 'the small pack', sentence: statement('íntimos', 'até 50 convidados') },
          { fact: 'the big pack', sentence: statement('celebrações', '150 convidados ou mais') },
        ],
      }[locale],
    ];
    expect(unstated(facts, screen.getAllByRole('paragraph'))).toEqual([]);
  });

  it('links to the contact page in the same language', () => {
    render(<FaqScreen locale={locale} />);
    expect(screen.getByRole('link', { name: messages.contactLink })).toHaveAttribute('href', contact);
    for (const inline of screen.getAllByRole('link')) expect(inline).toHaveAttribute('href', contact);
  });
});
