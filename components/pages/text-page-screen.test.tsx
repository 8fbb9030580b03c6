import { render, screen } from '@testing-library/react';
import { photoshootProcessPage } from '@/content/pages/photoshoot-process';
import { getPage } from '@/content/read';
import { statedTerms, unstated } from '@/test-support/stated-terms';
import { textPageScreen } from './text-page-screen';

const PhotoshootProcessScreen = textPageScreen(() => getPage(photoshootProcessPage));

describe.each([
  { locale: 'en' as const, contact: '/contact' },
  { locale: 'pt' as const, contact: '/contact/pt-pt' },
])('the photoshoot process, a text page ($locale)', ({ locale, contact }) => {
  const content = getPage(photoshootProcessPage)[locale];

  it('has one page heading', () => {
    render(<PhotoshootProcessScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.heading);
  });

  it('shows her numbered steps, in the order of the content', () => {
    render(<PhotoshootProcessScreen locale={locale} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      content.sections.map((step, index) => `${index + 1}. ${step.title}`),
    );
  });

  it('describes the workflow with the business facts: the prices and delivery times of content/settings/site.yml', () => {
    const { container } = render(<PhotoshootProcessScreen locale={locale} />);
    expect(unstated(statedTerms[locale], screen.getAllByRole('paragraph'))).toEqual([]);
    const paragraphs = [...content.intro, ...content.sections.flatMap((step) => step.paragraphs), ...content.closing];
    for (const paragraph of paragraphs) {
      const text = paragraph.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('');
      expect(container).toHaveTextContent(text, { normalizeWhitespace: true });
    }
  });

  it("has a let's-talk link to contact in the same language", () => {
    render(<PhotoshootProcessScreen locale={locale} />);
    expect(screen.getByRole('link', { name: content.link.text })).toHaveAttribute('href', contact);
  });
});
