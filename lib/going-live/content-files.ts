/**
 * Her content's files that the site's readers and the going-live checks both name, each with
 * where the editor shows it: declared once. Free of packages and in lib/going-live/, which every
 * publishing workflow checks out before anything is installed, so that check:live names the same
 * files as the build, the editor's configuration, own-work and the go-live page.
 */

/** Her details and prices (content/site.ts reads them). */
export const SETTINGS_FILE = 'content/settings/site.yml';
/** Her confirmation of a test enquiry (enquiry-test.ts): where it went, which may be any address. */
export const ENQUIRY_TEST_FILE = 'content/settings/enquiry-test.yml';
/** Her pages' photos (content/page-photo-choices.ts reads them). */
export const PAGE_PHOTOS_FILE = 'content/settings/page-photos.yml';

/** The couples' messages (lib/testimonials.ts), '/'-separated as the editor and GitHub name files. */
export const TESTIMONIALS_FILE = 'content/testimonials.yml';
export const TESTIMONIALS_WHERE = 'Testimonials';

/** Which album's cover stands for the site when its address is shared (lib/sharing-settings.ts). */
export const SHARING_SETTINGS_FILE = 'content/settings/sharing.yml';
export const SHARING_SETTINGS_WHERE = 'Settings → Sharing image';
