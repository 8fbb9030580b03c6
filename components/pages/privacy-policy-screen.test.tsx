import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagesMessages } from '@/content/dictionaries/pages';
import { privacyPolicy } from '@/content/pages/privacy-policy';
import { openCookiePreferences } from '@/lib/consent/open-preferences';
import { PrivacyPolicyScreen } from './privacy-policy-screen';

jest.mock('@/lib/consent/open-preferences', () => ({ openCookiePreferences: jest.fn() }));

function section(number: number): HTMLElement {
  const heading = screen.getAllByRole('heading', { level: 2 }).find((h) => h.textContent?.startsWith(`${number}. `));
  const container = heading?.closest('section');
  if (!container) throw new Error(`No section ${number}`);
  return container;
}

beforeEach(() => {
  jest.mocked(openCookiePreferences).mockClear();
});

describe.each(['en', 'pt'] as const)('PrivacyPolicyScreen (%s)', (locale) => {
  const { sections } = privacyPolicy()[locale];
  /** The words of the inline button that opens the cookie preferences in a section, as the content writes them. */
  const buttonText = (number: number) =>
    [...sections[number - 1]!.paragraphs, ...(sections[number - 1]!.list ?? [])]
      .flat()
      .find(
        (piece): piece is { text: string; action: 'open-cookie-preferences' } =>
          typeof piece === 'object' && 'action' in piece,
      )!.text;

  it('has one page heading', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pagesMessages[locale].privacyPolicy.heading);
  });

  it('has eleven numbered sections', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(11);
    expect(headings).toEqual(sections.map((section, index) => `${index + 1}. ${section.title}`));
  });

  it.each([6, 11])('opens the cookie preferences from a button in section %i', async (number) => {
    const user = userEvent.setup();
    render(<PrivacyPolicyScreen locale={locale} />);
    const control = within(section(number)).getByRole('button', { name: buttonText(number) });
    expect(control).toHaveAttribute('type', 'button');
    await user.click(control);
    expect(openCookiePreferences).toHaveBeenCalledTimes(1);
  });

  it('has the cookie preferences buttons only in sections 6 and 11', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    const sectionOf = (button: HTMLElement) =>
      button.closest('section')?.querySelector('h2')?.textContent?.split('.')[0];
    expect(screen.getAllByRole('button').map(sectionOf)).toEqual(['6', '11']);
  });

  it('links to the cookie help of the four browsers of the content in section 11, in a new tab', () => {
    render(<PrivacyPolicyScreen locale={locale} />);
    const links = within(section(11)).getAllByRole('link');
    const written = [...sections[10]!.paragraphs, ...(sections[10]!.list ?? [])]
      .flat()
      .filter((piece): piece is { text: string; href: string } => typeof piece === 'object' && 'href' in piece);
    expect(links).toHaveLength(4);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      written.map((piece): unknown[] => [expect.stringContaining(piece.text), piece.href]),
    );
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
