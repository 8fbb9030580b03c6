/**
 * Site settings: the photographer's name, e-mail and social accounts.
 * The values below are fictional demo defaults; replace them with the real ones.
 * The public address of the site comes from NEXT_PUBLIC_SITE_URL (see .env.example).
 */
export const site = {
  name: 'Luz do Sul Photography',
  photographer: 'Marta Example',
  email: 'hello@luzdosul.example',
  instagram: { handle: '@luzdosul.example', url: 'https://www.instagram.com/luzdosul.example' },
  facebook: { handle: 'luzdosul.example', url: 'https://www.facebook.com/luzdosul.example' },
  region: 'Algarve, Portugal',
  since: 2016,
  /**
   * Prices (euros) and delivery times (days) that the FAQ, the photoshoot process and the home
   * page quote: change a number here and every page that states it follows.
   */
  terms: {
    deposit: 200,
    albumsFrom: 200,
    sessionDeliveryWorkingDays: 15,
    weddingDeliveryDays: 60,
    rushDeliveryDays: 5,
  },
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://luzdosul.example').replace(/\/+$/, ''),
};
