/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { enquiryTestText } from '@/lib/going-live/enquiry-test';
import { CLOSED_ROBOTS_TXT } from '@/lib/hosting/search-engines';
import { HER_EMAILJS_SETTINGS, HER_ENQUIRY_TEST, HER_SETTINGS_YAML } from '@/test-support/her-settings';
import { temporaryFolder } from '@/test-support/temporary-folders';
import config from './next-sitemap.config';
import { buildRobotsTxt } from './robots';

const USUAL = '# *\nUser-agent: *\nAllow: /\n\n# Sitemaps\nSitemap: https://ritasousa.pt/sitemap.xml\n';
const HER_DOMAIN = 'https://ritasousa.pt';
/** The settings her site is built with: her domain and the contact form's ids she tested. */
const HER_BUILD = { NEXT_PUBLIC_SITE_URL: HER_DOMAIN, ...HER_EMAILJS_SETTINGS };

/** A project whose content is all hers: her settings and one album of her photos, with or without her test enquiry confirmed. */
function herProject({ confirmed }: { confirmed: boolean }): string {
  const root = temporaryFolder('her-project');
  const files: Record<string, string> = {
    'content/settings/site.yml': HER_SETTINGS_YAML,
    'content/albums/rita-nuno/index.en.md':
      '---\ntitle: Rita & Nuno\nphotos:\n  - file: IMG_1002.webp\n    description: The first dance\n---\n',
    'content/albums/rita-nuno/index.pt.md': '---\ntitle: Rita & Nuno\n---\n',
    'content/albums/rita-nuno/IMG_1002.webp': 'her photo',
  };
  if (confirmed) files['content/settings/enquiry-test.yml'] = enquiryTestText(HER_ENQUIRY_TEST);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the build’s robots.txt', () => {
  it('is the usual one for a site all hers, at her domain, with her test enquiry confirmed', () => {
    expect(buildRobotsTxt({ projectRoot: herProject({ confirmed: true }), settings: HER_BUILD, usual: USUAL })).toEqual(
      {
        text: USUAL,
        left: 0,
      },
    );
  });

  it.each<[string, { confirmed: boolean }, Record<string, string | undefined>, number]>([
    ['without her test enquiry confirmed', { confirmed: false }, HER_BUILD, 1],
    [
      'at its Hosting address, before her domain is connected',
      { confirmed: true },
      { ...HER_BUILD, NEXT_PUBLIC_SITE_URL: 'https://luz-site.web.app' },
      1,
    ],
    ['without an address', { confirmed: true }, { ...HER_BUILD, NEXT_PUBLIC_SITE_URL: undefined }, 1],
    [
      'built with other EmailJS ids than her test went through',
      { confirmed: true },
      { ...HER_BUILD, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_other' },
      1,
    ],
    ['built without the contact form’s ids', { confirmed: true }, { NEXT_PUBLIC_SITE_URL: HER_DOMAIN }, 1],
  ])('is closed for a site all hers %s', (_, project, settings, left) => {
    expect(buildRobotsTxt({ projectRoot: herProject(project), settings, usual: USUAL })).toEqual({
      text: CLOSED_ROBOTS_TXT,
      left,
    });
  });

  it('is closed for the demo the project ships, whatever its address', () => {
    const demo = buildRobotsTxt({ projectRoot: process.cwd(), settings: HER_BUILD, usual: USUAL });
    expect(demo.text).toBe(CLOSED_ROBOTS_TXT);
    expect(demo.left).toBeGreaterThan(10);
  });

  it('is next-sitemap’s own, letting every agent in, until the build closes it: the demo’s build does', async () => {
    const options = config.robotsTxtOptions!;
    expect(options.policies).toEqual([{ userAgent: '*', allow: '/' }]);
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(await options.transformRobotsTxt!(config, USUAL)).toBe(CLOSED_ROBOTS_TXT);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^robots\.txt keeps search engines out, and the host answers noindex: \d+ things before the site can go live \(npm run check:live names them\)\.$/,
      ),
    );
    log.mockRestore();
  });
});
