/** @jest-environment node */
import { brazilianForms } from '@/test-support/portuguese';
import { consentMessages } from './consent';
import { contactMessages } from './contact';
import { galleryMessages } from './gallery';
import { metaMessages } from './meta';
import { pagesMessages } from './pages';
import { shellMessages } from './shell';
import { storyMessages } from './stories';

const dictionaries = {
  consent: consentMessages,
  contact: contactMessages,
  gallery: galleryMessages,
  meta: metaMessages,
  pages: pagesMessages,
  shell: shellMessages,
  stories: storyMessages,
};

it.each(Object.entries(dictionaries))('the Portuguese of content/dictionaries/%s.ts is European', (_, messages) => {
  expect(brazilianForms(JSON.stringify(messages.pt))).toEqual([]);
});
