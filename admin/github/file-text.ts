/** A file's text as GitHub's API gives it: UTF-8 bytes in base64, with line breaks. */
export const textOfBase64 = (content: string): string =>
  new TextDecoder().decode(Uint8Array.from(atob(content.replace(/\s/g, '')), (char) => char.charCodeAt(0)));
