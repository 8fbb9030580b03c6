/**
 * The editor's page (/admin/): Sveltia CMS from npm, bundled and served with the site (nothing
 * is loaded from a CDN), with the album photos field, started with the configuration
 * scripts/admin/build-admin.ts computed at build time (lib/admin/cms-config.ts).
 */
import './zod-without-eval';
import CMS, { type CmsConfig } from '@sveltia/cms';
import { PHOTOS_FIELD_TYPE } from '@/lib/admin/photo-limits';
import { installEuropeanTranslation } from './european-translation';
import { photosField, photosPreview } from './photos-field';

declare const CMS_CONFIG: CmsConfig;

installEuropeanTranslation();

const { h, createClass } = window as unknown as Parameters<typeof photosField>[0];
CMS.registerFieldType(
  PHOTOS_FIELD_TYPE,
  photosField({ h, createClass }) as Parameters<typeof CMS.registerFieldType>[1],
  photosPreview({ h, createClass }) as Parameters<typeof CMS.registerFieldType>[2],
);
// Under `npm run admin`, the local folder's stand-in is ready first (components/admin/local-repository.ts).
await window.localRepositoryReady;
await CMS.init({ config: CMS_CONFIG });
