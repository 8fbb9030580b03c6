/**
 * The option of a number field, in the editor's configuration, that has it shown as written, without a
 * thousands separator: a year ("2016", never "2,016"). The editor has no such option of its own;
 * the bundle adds it to its number preview (admin/vendor/editor-patch.ts, withYearsInPlainDigits).
 */
export const PLAIN_DIGITS = 'plain_digits';
