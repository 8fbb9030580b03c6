import { render, screen } from '@testing-library/react';
import { AboutScreen } from './about-screen';

// lib/photos reads the image manifest built from the photos; here each photo is a stand-in
// whose file name says which album photo it is (index from 0, as lib/photos counts).
jest.mock('@/lib/photos', () => ({
  ...jest.requireActual('@/lib/photos'),
  getPhoto: (category: string, album: string, index: number) =>
    jest.requireActual('@/test-support/photos').fakePhoto(`${category}/${album}#${index}`),
}));

describe.each([
  { locale: 'en' as const, heading: 'About me', link: 'Get in touch', contact: '/contact', greeting: /^Hi, I'm /, alt: 'Ana and João walking hand in hand through the vineyard at golden hour' },
  { locale: 'pt' as const, heading: 'Sobre mim', link: 'Entra em contacto', contact: '/contact/pt-pt', greeting: /^Olá, sou a /, alt: 'A Ana e o João de mãos dadas pela vinha ao fim da tarde' },
])('AboutScreen ($locale)', ({ locale, heading, link, contact, greeting, alt }) => {
  it('introduces the photographer under one page heading', () => {
    render(<AboutScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText(greeting)).toBeInTheDocument();
  });

  it('shows a photo from the wedding albums with alt text in the page language', () => {
    render(<AboutScreen locale={locale} />);
    const photo = screen.getByRole('img', { name: alt });
    expect(photo.getAttribute('src')).toMatch(/^\/photos\/weddings\//);
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('links to the contact page in the same language', () => {
    render(<AboutScreen locale={locale} />);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', contact);
  });
});
