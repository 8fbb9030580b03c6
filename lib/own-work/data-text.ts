/**
 * A data file of hers written again with new values, keeping the comments that explain it: each
 * top-level key's comment lines above it stay above it. The note that the values are the demo's
 * is dropped, since they no longer are. Written as the editor writes it (content/editor-format.ts),
 * so that her next Save there changes only what she changes. Pure.
 */
import { editorYamlText } from '@/content/editor-format';

/** The note the shipped data files carry while their values are the demo's. */
const DEMO_NOTE = /\s*The values below are the demo's\./;

/** The text of a YAML file holding `data`, with the comments `previous` had above each of its keys. */
export function dataFileText(previous: string, data: Readonly<Record<string, unknown>>): string {
  const commentsAbove = new Map<string, string[]>();
  let pending: string[] = [];
  for (const line of previous.split('\n')) {
    if (/^\s*#/.test(line)) {
      pending.push(line.replace(DEMO_NOTE, ''));
      continue;
    }
    const key = /^([A-Za-z][\w-]*):/.exec(line)?.[1];
    if (key !== undefined) commentsAbove.set(key, pending);
    if (line.trim() !== '') pending = [];
  }
  return `${Object.entries(data)
    .flatMap(([key, value]) => [
      ...(commentsAbove.get(key) ?? []).filter((line) => line.trim() !== '#'),
      editorYamlText({ [key]: value }).trimEnd(),
    ])
    .join('\n')}\n`;
}
