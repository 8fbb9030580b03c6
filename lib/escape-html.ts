/** Text made safe inside HTML: as an element's text or a double-quoted attribute's value. */
export const escapeHtml = (text: string | number) =>
  String(text).replace(/[&"<>]/g, (character) => `&${{ '&': 'amp', '"': 'quot', '<': 'lt', '>': 'gt' }[character]};`);
