import { render, screen, within } from '@testing-library/react';
import { pagesMessages } from '@/content/dictionaries/pages';
import { getTestimonials } from '@/content/read';
import { TestimonialsScreen } from './testimonials-screen';

describe.each([
  { locale: 'en' as const, other: 'pt', otherLang: 'pt-PT' },
  { locale: 'pt' as const, other: 'en', otherLang: 'en' },
])('TestimonialsScreen ($locale)', ({ locale, other, otherLang }) => {
  it('shows the heading and the line under it (their wording: content/dictionaries/pages.test.ts)', () => {
    const messages = pagesMessages[locale].testimonials;
    render(<TestimonialsScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1, name: messages.heading })).toBeInTheDocument();
    expect(screen.getByText(messages.intro)).toBeInTheDocument();
  });

  it('shows the eight quoted messages separated by dividers', () => {
    render(<TestimonialsScreen locale={locale} />);
    expect(screen.getAllByRole('figure')).toHaveLength(8);
    expect(screen.getAllByRole('blockquote')).toHaveLength(8);
    expect(screen.getAllByRole('separator')).toHaveLength(7);
  });

  it('names the couple and the venue under each message', () => {
    render(<TestimonialsScreen locale={locale} />);
    screen.getAllByRole('figure').forEach((figure, index) => {
      const testimonial = getTestimonials()[index]!;
      const caption = figure.querySelector('figcaption');
      expect(caption).toHaveTextContent(testimonial.couple);
      expect(caption).toHaveTextContent(testimonial.venue);
      expect(within(figure).getByRole('blockquote')).toHaveTextContent(testimonial.message[0]!);
    });
  });

  it('marks messages written in the other language with their own lang', () => {
    render(<TestimonialsScreen locale={locale} />);
    const quotes = screen.getAllByRole('blockquote');
    quotes.forEach((quote, index) => {
      const testimonial = getTestimonials()[index]!;
      if (testimonial.lang === other) expect(quote).toHaveAttribute('lang', otherLang);
      else expect(quote).not.toHaveAttribute('lang');
    });
    expect(quotes.some((quote) => quote.hasAttribute('lang'))).toBe(true);
  });
});

describe('testimonial venues', () => {
  it('include a winery estate, several quintas, a club and a monte', () => {
    const venues = getTestimonials().map((testimonial) => testimonial.venue);
    expect(venues.filter((venue) => venue.startsWith('Quinta')).length).toBeGreaterThanOrEqual(2);
    expect(venues.some((venue) => /vinha|wine/i.test(venue))).toBe(true);
    expect(venues.some((venue) => /club|clube/i.test(venue))).toBe(true);
    expect(venues.some((venue) => venue.startsWith('Monte'))).toBe(true);
  });
});
