import localFont from 'next/font/local';

// Latin subset only (covers Portuguese); served from our own origin, preloaded by next/font.
export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

// The italic cut is used only for quotes, so it is not preloaded.
export const displayItalicFont = localFont({
  src: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
  weight: '300 700',
  style: 'italic',
  display: 'swap',
  preload: false,
  variable: '--font-display-italic',
  fallback: ['Georgia', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

export const fontVariables = `${displayFont.variable} ${displayItalicFont.variable}`;
