/** The local editor's file API (`npm run admin`): its path and the header every call carries. */
export const LOCAL_API = '/__local-repository';
/**
 * A header no other site can send without the browser asking the local editor first (a CORS
 * preflight, which it refuses): a page elsewhere cannot write into the working tree.
 */
export const LOCAL_API_HEADER = 'x-local-editor';
/** The project's local settings: the one file outside content/ the API reads and writes (the go-live page's EmailJS ids). */
export const LOCAL_SETTINGS = '.env.local';
