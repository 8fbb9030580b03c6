// The /en-en form of the English page above it (the host redirects it; other static hosts serve it).
export { default, metadata } from '../page';
