import { render, screen } from '@testing-library/react';
import { pagesMessages } from '@/content/dictionaries/pages';
import { aboutPage, aboutPhoto } from '@/content/pages/about';
import { getPage } from '@/content/read';
import { jpegFile } from '@/lib/photo-files';
import { contentAlt, fakePhoto } from '@/test-support/photos';
import { AboutScreen } from './about-screen';

// lib/photos reads the image manifest built from the photos; here each photo is a stand-in
// whose file name says which album photo it is.
jest.mock('@/lib/photos', () => ({
  ...jest.requireActual<typeof import('@/lib/photos')>('@/lib/photos'),
  getPhoto: (album: string, file: string) =>
    jest.requireActual<typeof import('@/test-support/photos')>('@/test-support/photos').fakePhoto(`${album}/${file}`),
}));

describe.each([
  { locale: 'en' as const, contact: '/contact' },
  { locale: 'pt' as const, contact: '/contact/pt-pt' },
])('AboutScreen ($locale)', ({ locale, contact }) => {
  const messages = pagesMessages[locale].about;

  it('introduces the photographer under one page heading', () => {
    render(<AboutScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.heading);
    expect(screen.getByText(getPage(aboutPage)[locale].greeting)).toBeInTheDocument();
  });

  it('shows the gallery photo content/pages/about.ts picks, with alt text in the page language', () => {
    render(<AboutScreen locale={locale} />);
    const photo = screen.getByRole('img', { name: contentAlt(aboutPhoto(), locale) });
    const { album, file } = aboutPhoto();
    expect(photo).toHaveAttribute('src', jpegFile(fakePhoto(`${album}/${file}`)));
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('links to the contact page in the same language', () => {
    render(<AboutScreen locale={locale} />);
    expect(screen.getByRole('link', { name: messages.link })).toHaveAttribute('href', contact);
  });
});
