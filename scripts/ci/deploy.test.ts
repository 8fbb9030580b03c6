import { readHostingConfig } from '@/lib/hosting/read-hosting-config';
import { hostedFile, servingConfig } from './deploy';

describe('the deploy as the firebase CLI makes it', () => {
  const config = servingConfig(readHostingConfig(process.cwd()));

  test('firebase.json becomes the serving configuration: redirects with their status, no trailing slash', () => {
    expect(config.trailingSlashBehavior).toBe('REMOVE');
    expect(config.cleanUrls).toBe(true);
    expect(config.redirects[0]).toEqual({
      glob: '/stories/couples/1-costa-vicentina',
      location: '/stories/couples/leonor-miguel',
      statusCode: 301,
    });
    expect(config.headers[0]!.headers['X-Frame-Options']).toBe('DENY');
  });

  test('a file is named by the hash of its gzipped bytes, the same every time (an unchanged photo is never sent again)', () => {
    const photo = Buffer.from('the same photo');
    expect(hostedFile(photo).hash).toBe(hostedFile(Buffer.from('the same photo')).hash);
    expect(hostedFile(photo).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hostedFile(Buffer.from('another photo')).hash).not.toBe(hostedFile(photo).hash);
  });
});
