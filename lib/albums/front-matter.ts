/**
 * An album's text as the editor writes it: a YAML front matter between two `---` lines, then the
 * story. Split as gray-matter splits it (the first line `---`, the block up to the next line that
 * starts with `---`, the story after that line), and the block read as every data file is
 * (content/data-file.ts), so the build, the terminal and the editor's go-live page, in a browser,
 * read an album the same way. Pure.
 */
import { yamlData } from '../../content/data-file';

const OPEN = '---';
const CLOSE = '\n---';

/** The front matter's data (not yet checked) and the story under it; throws when the YAML cannot be read. */
export function splitFrontMatter(text: string): { data: unknown; story: string } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // `----` is a rule in the story, not a front matter.
  if (!source.startsWith(OPEN) || source.charAt(OPEN.length) === '-') return { data: {}, story: source };
  const afterOpen = source.slice(OPEN.length);
  const firstLineEnd = afterOpen.indexOf('\n');
  const language = (firstLineEnd === -1 ? afterOpen : afterOpen.slice(0, firstLineEnd)).trim();
  if (language !== '' && language !== 'yaml' && language !== 'yml')
    throw new Error(`its front matter is written in ${language}, not YAML`);
  const rest = firstLineEnd === -1 ? '' : afterOpen.slice(firstLineEnd);
  const closeIndex = rest.indexOf(CLOSE);
  const block = closeIndex === -1 ? rest : rest.slice(0, closeIndex);
  const onlyComments = block.replace(/^\s*#[^\n]+/gm, '').trim() === '';
  const data = onlyComments ? {} : (yamlData(block) ?? {});
  if (closeIndex === -1) return { data, story: '' };
  return {
    data,
    story: rest
      .slice(closeIndex + CLOSE.length)
      .replace(/^\r/, '')
      .replace(/^\n/, ''),
  };
}
