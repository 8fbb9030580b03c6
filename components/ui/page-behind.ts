import { afterNextPaint } from '@/lib/after-paint';

/**
 * Every element of the page but `element`, its content and its ancestors: the siblings of the
 * element and of each ancestor below the body.
 */
export function elementsBeside(element: Element): Element[] {
  const beside: Element[] = [];
  for (let node = element; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) if (sibling !== node) beside.push(sibling);
  }
  return beside;
}

/**
 * Makes the page behind a dialog inert (no focus, no tap, no text to find; it stops scrolling by
 * app/globals.css) in the task after the next paint: making a whole page inert restyles all of it,
 * which on a slow phone was most of the tap's time before the dialog showed. Returns the function
 * that gives the page back as it was, or calls off the hold if the dialog closed before it.
 */
export function holdPageBehind(dialog: Element): () => void {
  let madeInert: Element[] = [];
  const cancel = afterNextPaint(() => {
    madeInert = elementsBeside(dialog).filter((element) => !element.hasAttribute('inert'));
    for (const element of madeInert) element.setAttribute('inert', '');
  });
  return () => {
    cancel();
    for (const element of madeInert) element.removeAttribute('inert');
    madeInert = [];
  };
}
