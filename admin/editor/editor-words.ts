/**
 * The editor's own messages (@sveltia/cms's English dictionary) that were not true for her, and
 * what they say instead. "Draft" means, for her, an unpublished version on GitHub and a
 * machine-drafted description: the editor also called its backup of unsaved changes a draft, and
 * offered to "restore the edited draft". Its Translate said "5 fields translated" without saying
 * where they went; a refused save said "One field has an error" with the field out of sight.
 *
 * Each message is replaced by its key and its exact English, which the build finds once in the
 * editor's code (admin/vendor/editor-patch.ts, withEditorWords): a new version that words it
 * otherwise stops the build rather than quietly bringing the old words back. A browser set to
 * another language gets the editor's own dictionary of that language, untouched.
 */

/** A message of the editor's dictionary, its English as shipped, and ours. */
export type EditorWords = { key: string; shipped: string; ours: string };

export const EDITOR_WORDS: readonly EditorWords[] = [
  {
    key: 'restore_backup_title',
    shipped: 'Restore Draft',
    ours: 'Restore Unsaved Changes?',
  },
  {
    key: 'restore_backup_description',
    shipped: 'This entry has a backup from {$datetime}. Do you want to restore the edited draft?',
    ours: 'This browser kept the changes you did not save here ({$datetime}). Restore them, or discard them and start from what you last saved?',
  },
  {
    key: 'draft_backup_saved',
    shipped: 'Draft backup saved.',
    ours: 'Your unsaved changes are kept in this browser.',
  },
  {
    key: 'draft_backup_restored',
    shipped: 'Draft backup restored.',
    ours: 'Your unsaved changes are back. Press Save to keep them.',
  },
  {
    key: 'draft_backup_deleted',
    shipped: 'Draft backup deleted.',
    ours: 'The changes kept in this browser are discarded.',
  },
  {
    // The count is of the fields whose text Translate changed and that are saved (editor-patch.ts).
    key: 'complete',
    shipped:
      '.input {$count :integer} .match $count 0 {{No fields translated from {$source}.}} one {{Field translated from {$source}.}} * {{{$count} fields translated from {$source}.}}',
    ours: '.input {$count :integer} .match $count 0 {{Nothing translated from {$source}: the fields where you pressed Translate already had their texts.}} one {{One empty field translated from {$source}, where you pressed Translate. Check it before you save.}} * {{{$count} empty fields translated from {$source}, where you pressed Translate. Check them before you save.}}',
  },
  {
    // Said when every field where she pressed Translate already has its text: after she changed
    // the English, "Nothing to translate." read as if the other language already said the same.
    key: 'none',
    shipped: 'Nothing to translate.',
    ours: 'Nothing translated: every field here already has its text, and Translate fills only empty ones. To translate a text again, empty its field here first.',
  },
  {
    // Said once the field is brought into view (editor-patch.ts, withRefusedSaveShowingTheField).
    key: 'entry_validation_errors',
    shipped:
      '.input {$count :integer} .match $count one {{One field has an error. Please correct it to save the entry.}} * {{{$count} fields have errors. Please correct them to save the entry.}}',
    ours: '.input {$count :integer} .match $count one {{Not saved: one field needs correcting. It is now in view, with what to correct under it.}} * {{Not saved: {$count} fields need correcting. The first is now in view, with what to correct under it; Show Errors lists them all.}}',
  },
];
