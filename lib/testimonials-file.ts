/**
 * Where her testimonials are (the editor's Testimonials writes them), from the project's folder,
 * '/'-separated as the editor and GitHub name files. Free of packages, so that the checks that run
 * before anything is installed, and the go-live page in the browser, name the same file.
 */
export const TESTIMONIALS_FILE = 'content/testimonials.yml';
