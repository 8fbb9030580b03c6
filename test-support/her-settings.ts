/**
 * A photographer's own details, as she writes them in Settings → Your details and prices
 * (content/settings/site.yml): nothing of the demo left in them.
 */
export const HER_SETTINGS_YAML = [
  'name: Rita Sousa Photography',
  'photographer: Rita Sousa',
  'email: ola@ritasousa.pt',
  'instagram:',
  "  handle: '@ritasousa'",
  '  url: https://www.instagram.com/ritasousa',
  'facebook:',
  '  handle: ritasousa',
  '  url: https://www.facebook.com/ritasousa',
  'region: Algarve, Portugal',
  'since: 2012',
  'terms:',
  '  deposit: 300',
  '  albumsFrom: 250',
  '  sessionDeliveryWorkingDays: 15',
  '  weddingDeliveryDays: 60',
  '  rushDeliveryDays: 5',
  '',
].join('\n');
