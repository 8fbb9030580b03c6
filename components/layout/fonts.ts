import localFont from 'next/font/local';

// Latin subset only (covers Portuguese); served from our own origin, preloaded by next/font.
export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  // 'optional': the text never repaints (or shifts) when the font arrives late on a slow
  // connection; the font is preloaded, so it is there at first paint on all but the slowest.
  display: 'optional',
  variable: '--font-display',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

export const fontVariables = displayFont.variable;
