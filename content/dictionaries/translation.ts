/**
 * The types that keep the dictionaries of this folder complete. You do not need to edit this
 * file to change a word: it makes a missing or misspelt entry fail the type check (and the build)
 * with an error that names the language and the key, such as
 *   Property 'closeMenu' is missing in type '{ … }' but required in type 'Translation<"Portuguese", …>'.
 */

/** A dictionary in another language: every key of the English one, and no other, each with its words. */
export type Translation<Language extends string, English> = {
  [Key in keyof English]: English[Key] extends string ? string : Translation<Language, English[Key]>;
};

/** Words for each of a list of keys (the menu's groups, say), and possibly others. */
export type WordsFor<Language extends string, Key extends string> = Translation<Language, Record<Key, string>> & {
  [other: string]: string;
};
