/**
 * Text from a visitor, made safe to print in a terminal: escape sequences (colours, cursor moves,
 * window titles, hyperlinks) and every other control character are removed, and so are the Unicode
 * direction overrides that can make printed text read differently from what it is. Line breaks
 * and tabs stay, so a message keeps its paragraphs.
 */
const ESCAPE_SEQUENCE =
  /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[PX^_][^\u001b]*(?:\u001b\\)?|[@-Z\\-_])/g;
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function printable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '');
}
