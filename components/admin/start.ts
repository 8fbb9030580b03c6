/**
 * The editor's page (/admin/): Sveltia CMS from npm, bundled and served with the site (nothing
 * is loaded from a CDN), with the album photos field, started with the configuration
 * scripts/admin/build-admin.ts computed at build time (lib/admin/cms-config.ts).
 */
import './zod-without-eval';
import CMS, { type CmsConfig } from '@sveltia/cms';
import { PHOTOS_FIELD_TYPE } from '@/lib/admin/photo-limits';
import { europeanRequestBody, plainTextAnswer, TRANSLATION_ENDPOINT } from '@/lib/admin/translation';
import { photosField, photosPreview } from './photos-field';

declare const CMS_CONFIG: CmsConfig;

/*
 * The editor's Translate button asks Google for `pt`, its name for the Portuguese side, which Google
 * translates into Brazilian Portuguese: its requests leave for European Portuguese instead, and the
 * names and summary it sends beside the story (as HTML) come back as plain text.
 */
const fetchOfThePage = window.fetch.bind(window);
window.fetch = async (input, init) => {
  if (input !== TRANSLATION_ENDPOINT || typeof init?.body !== 'string') return fetchOfThePage(input, init);
  const body = europeanRequestBody(init.body);
  const response = await fetchOfThePage(input, { ...init, body });
  if (!response.ok) return response;
  return new Response(JSON.stringify(plainTextAnswer(body, await response.json())), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

const { h, createClass } = window as unknown as Parameters<typeof photosField>[0];
CMS.registerFieldType(
  PHOTOS_FIELD_TYPE,
  photosField({ h, createClass }) as Parameters<typeof CMS.registerFieldType>[1],
  photosPreview({ h, createClass }) as Parameters<typeof CMS.registerFieldType>[2],
);
// Under `npm run admin`, the local folder's stand-in is ready first (components/admin/local-repository.ts).
await window.localRepositoryReady;
await CMS.init({ config: CMS_CONFIG });
