import localFont from 'next/font/local';

/*
 * The display face (headings, quotes): Cormorant Garamond in one weight, 500, latin subset (which
 * covers Portuguese), served from our own origin and preloaded by next/font. One static weight is
 * 23 KB where the variable font was 38 KB; text asking for another weight uses this one.
 */
const displayFont = localFont({
  src: '../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  weight: '500',
  style: 'normal',
  // 'optional': the text never repaints (or shifts) when the font arrives late on a slow
  // connection; the font is preloaded, so it is there at first paint on all but the slowest.
  display: 'optional',
  variable: '--font-display',
  // Until the font arrives, and for good when it misses its window or is blocked, text is set in
  // 'Display Fallback' (app/globals.css): Times New Roman or a face with its metrics, sized to take
  // the display face's room. next/font's own fallback (adjustFontFallback) names Times New Roman
  // only, so where it is missing (Linux, with Liberation Serif in its place) the wider face was used
  // as it is, and the header's burger ended past the edge of a 320 px screen.
  fallback: ['Display Fallback', 'Georgia', 'serif'],
  adjustFontFallback: false,
});

export const fontVariables = displayFont.variable;
