/** Text made safe inside HTML: as an element's text or a double-quoted attribute's value. */
export const escapeHtml = (text: string | number) =>
  String(text).replace(/[&"<>]/g, (character) => `&${{ '&': 'amp', '"': 'quot', '<': 'lt', '>': 'gt' }[character]};`);

/** An element written as HTML, its attributes escaped; an attribute whose value is undefined is left out. */
export function htmlElement(
  name: string,
  attributes: Record<string, string | number | undefined>,
  content?: string,
): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return content === undefined ? `<${name}${written}>` : `<${name}${written}>${content}</${name}>`;
}
