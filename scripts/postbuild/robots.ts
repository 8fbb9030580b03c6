/**
 * The build's robots.txt: the usual one (every agent let in, the sitemap named) once the site may
 * go live, else closed (lib/hosting/search-engines.ts), decided by the one decision of going live
 * (lib/going-live/readiness.ts) on the content as built and the build's own address
 * and the contact form's ids (NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_EMAILJS_*). Whatever serves the build reads its decision back from that file.
 * Relative imports and no package: the publishing scenarios build their checkouts with it.
 */
import { emailJsIdsOf } from '../../lib/contact/emailjs-settings';
import { goingLive } from '../../lib/going-live/readiness';
import { CLOSED_ROBOTS_TXT } from '../../lib/hosting/search-engines';
import { liveContentFiles } from '../ci/live-files';

type BuildRobots = {
  text: string;
  /** How many things stop the site from going live: none when the build is open. */
  left: number;
};

export function buildRobotsTxt({
  projectRoot,
  settings,
  usual,
}: {
  projectRoot: string;
  /** The settings the build is made with (its environment): the site's address and the contact form's ids. */
  settings: Readonly<Record<string, string | undefined>>;
  /** robots.txt as it is when the site is open. */
  usual: string;
}): BuildRobots {
  const { open, blockers } = goingLive({
    siteUrl: settings.NEXT_PUBLIC_SITE_URL,
    emailjs: emailJsIdsOf(settings),
    ...liveContentFiles(projectRoot),
  });
  return { text: open ? usual : CLOSED_ROBOTS_TXT, left: blockers.length };
}
