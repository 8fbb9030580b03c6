/**
 * A YAML data file as the editor (Sveltia CMS) writes it on Save: the `yaml` library its bundle
 * carries (the same version, pinned in package.json), with the editor's options: two-space indent,
 * sequences indented, no line folding, plain keys and strings, single quotes where a string needs
 * quotes, one line break at the end. A file shipped or written by the project in this form changes,
 * on her first Save, by the lines she changed and no others. admin/vendor/couplings.ts stops
 * the build when the installed editor writes otherwise.
 */
import { stringify } from 'yaml';

const EDITOR_YAML_OPTIONS = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
} as const;

/** The text of a YAML file holding `data`, as the editor would save it. */
export const editorYamlText = (data: unknown): string => `${stringify(data, null, EDITOR_YAML_OPTIONS).trim()}\n`;
