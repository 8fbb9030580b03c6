import { render, screen } from '@testing-library/react';
import { contactMessages } from '@/content/dictionaries/contact';
import { ContactScreen } from './contact-screen';

describe('ContactScreen', () => {
  it.each(['en', 'pt'] as const)('shows the heading, the introduction and the form in %s', async (locale) => {
    render(<ContactScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1, name: contactMessages[locale].page.heading })).toBeInTheDocument();
    expect(screen.getByText(contactMessages[locale].page.intro)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: contactMessages[locale].form.label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: contactMessages[locale].form.submit })).toBeInTheDocument();
  });
});
