import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openCookiePreferences } from '@/lib/consent/open-preferences';
import { PrivacyPolicyScreen } from './privacy-policy-screen';

jest.mock('@/lib/consent/open-preferences', () => ({ openCookiePreferences: jest.fn() }));

function section(number: number): HTMLElement {
  const heading = screen
    .getAllByRole('heading', { level: 2 })
    .find((h) => h.textContent?.startsWith(`${number}. `));
  const container = heading?.closest('section');
  if (!container) throw new Error(`No section ${number}`);
  return container;
}

beforeEach(() => {
  jest.mocked(openCookiePreferences).mockClear();
});

describe.each([
  { locale: 'en' as const, heading: 'Privacy policy', button: 'cookie preferences', first: '1. My commitment' },
  { locale: 'pt' as const, heading: 'Política de privacidade', button: 'preferências de cookies', first: '1. O meu compromisso' },
])('PrivacyPolicyScreen ($locale)', ({ locale, heading, button, first }) => {
  it('has one page heading', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('has eleven numbered sections', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(11);
    expect(headings[0]).toHaveTextContent(first);
    headings.forEach((h, index) => expect(h.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
  });

  it.each([6, 11])('opens the cookie preferences from a button in section %i', async (number) => {
    const user = userEvent.setup();
    render(<PrivacyPolicyScreen locale={locale} />);
    const control = within(section(number)).getByRole('button', { name: button });
    expect(control).toHaveAttribute('type', 'button');
    await user.click(control);
    expect(openCookiePreferences).toHaveBeenCalledTimes(1);
  });

  it('has the cookie preferences buttons only in sections 6 and 11', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    expect(screen.getAllByRole('button', { name: button })).toHaveLength(2);
  });

  it('links to the cookie help of Chrome, Firefox, Safari and Edge in section 11, in a new tab', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    const links = within(section(11)).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Chrome'),
      expect.stringContaining('Firefox'),
      expect.stringContaining('Safari'),
      expect.stringContaining('Edge'),
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
