import { render, screen } from '@testing-library/react';
import { PhotoshootProcessScreen } from './photoshoot-process-screen';

describe.each([
  {
    locale: 'en' as const,
    heading: 'Photoshoot process',
    steps: ['1. Planning', '2. The shoot day', '3. Editing and delivery'],
    link: 'Let’s talk',
    contact: '/contact',
    facts: ['200 €', 'counted towards your pack', '15 working days', '60 days', '5-day rush', 'within the Algarve', 'online gallery'],
  },
  {
    locale: 'pt' as const,
    heading: 'Processo das sessões',
    steps: ['1. Planeamento', '2. O dia da sessão', '3. Edição e entrega'],
    link: 'Vamos conversar',
    contact: '/contact/pt-pt',
    facts: ['200 €', 'descontado no valor do pack', '15 dias úteis', '60 dias', 'urgente em 5 dias', 'dentro do Algarve', 'galeria online'],
  },
])('PhotoshootProcessScreen ($locale)', ({ locale, heading, steps, link, contact, facts }) => {
  it('has one page heading', () => {
    render(<PhotoshootProcessScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('shows three numbered steps, planning first', () => {
    render(<PhotoshootProcessScreen locale={locale} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(steps);
  });

  it('describes the workflow with the business facts', () => {
    const { container } = render(<PhotoshootProcessScreen locale={locale} />);
    for (const fact of facts) expect(container).toHaveTextContent(fact);
  });

  it("has a let's-talk link to contact in the same language", () => {
    render(<PhotoshootProcessScreen locale={locale} />);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', contact);
  });
});
