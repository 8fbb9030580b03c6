/**
 * Where `npm start` serves the site on this computer: http://localhost:3000, or the port PORT
 * names. The local editor (`npm run admin`) links there ("View on Live Site"), since what she
 * saves there is on this computer's site, not yet on her live one.
 */
export const localSitePort = (env: Readonly<Record<string, string | undefined>>): number => {
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
};

export const localSiteUrl = (env: Readonly<Record<string, string | undefined>>): string =>
  `http://localhost:${localSitePort(env)}`;
