import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagesMessages } from '@/content/dictionaries/pages';
import { getSite } from '@/content/read';
import type { NumberedSection, Paragraph } from '@/content/types';
import { openCookiePreferences } from '@/lib/consent/open-preferences';
import { NumberedSections } from './numbered-sections';
import { RichText } from './rich-text';

jest.mock('@/lib/consent/open-preferences', () => ({ openCookiePreferences: jest.fn() }));

const paragraph: Paragraph = [
  'Read the ',
  { text: 'policy', route: 'privacyPolicy' },
  ', write to ',
  { text: 'me', email: true },
  ', see ',
  { text: 'Chrome help', href: 'https://support.google.com/chrome/answer/95647' },
  ' or open the ',
  { text: 'settings', action: 'open-cookie-preferences' },
  '.',
];

describe('RichText', () => {
  it('links to pages of the site in the page language', () => {
    const { unmount } = render(<RichText paragraphs={[paragraph]} locale="en" />);
    expect(screen.getByRole('link', { name: 'policy' })).toHaveAttribute('href', '/privacy-policy');
    unmount();
    render(<RichText paragraphs={[paragraph]} locale="pt" />);
    expect(screen.getByRole('link', { name: 'policy' })).toHaveAttribute('href', '/privacy-policy/pt-pt');
  });

  it('turns the e-mail piece into a mailto link to the site address', () => {
    render(<RichText paragraphs={[paragraph]} locale="en" />);
    expect(screen.getByRole('link', { name: 'me' })).toHaveAttribute('href', `mailto:${getSite().email}`);
  });

  it('opens other sites in a new tab, safely, and says so', () => {
    render(<RichText paragraphs={[paragraph]} locale="pt" />);
    const link = screen.getByRole('link', { name: /^Chrome help/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`Chrome help ${pagesMessages.pt.richText.newTab}`);
  });

  it('renders the cookie action as a button that opens the preferences', async () => {
    render(<RichText paragraphs={[paragraph]} locale="en" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'settings' }));
    expect(openCookiePreferences).toHaveBeenCalledTimes(1);
  });

  it('keeps each paragraph a paragraph', () => {
    const { container } = render(<RichText paragraphs={[['One.'], ['Two.']]} locale="en" />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});

describe('NumberedSections', () => {
  const sections: NumberedSection[] = [
    { title: 'Owner', paragraphs: [['Someone.']] },
    { title: 'Purpose', paragraphs: [['To:']], list: [['show work;'], ['inform.']] },
  ];

  it('numbers the headings so they are navigable by heading', () => {
    render(<NumberedSections sections={sections} locale="en" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. Owner', '2. Purpose']);
  });

  it('renders a section list as a list', () => {
    render(<NumberedSections sections={sections} locale="en" headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
