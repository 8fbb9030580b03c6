import { guardDock, isDeliberateClick } from './deliberate-click';

/** A page with a link, and a dock below it holding a go-to-top button and a banner with a button. */
function page() {
  document.body.innerHTML = `
    <main><a href="#family" id="family"><span>Family</span></a></main>
    <div id="dock">
      <button id="top"><span>Top</span></button>
      <section id="banner"><p>Cookies?</p><button id="accept">Accept</button></section>
    </div>`;
  const element = (id: string) => document.getElementById(id)!;
  const stop = guardDock(element('dock'))!;
  // Stands for the page's own handlers (React listens on the document).
  const acted: string[] = [];
  const act = (event: Event) => acted.push((event.target as Element).id);
  document.addEventListener('click', act);
  cleanups.push(stop, () => document.removeEventListener('click', act));
  const press = (target: Element, type = 'pointerdown') => target.dispatchEvent(new Event(type, { bubbles: true }));
  const click = (target: Element, detail = 1) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail });
    target.dispatchEvent(event);
    return event;
  };
  return { element, stop, acted, press, click };
}

const cleanups: (() => void)[] = [];

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.body.innerHTML = '';
});

test('a pointer’s click acts on the dock item its press began in', () => {
  const { element, acted, press, click } = page();
  press(element('accept'));
  expect(click(element('accept')).defaultPrevented).toBe(false);
  press(element('top').firstElementChild!);
  click(element('top'));
  expect(acted).toEqual(['accept', 'top']);
});

test('a click whose press began outside the item never acts on it, and goes to the pressed link', () => {
  const { element, acted, press, click } = page();
  const followed = jest.fn((event: Event) => event.preventDefault());
  element('family').addEventListener('click', followed);
  press(element('family').firstElementChild!);
  expect(click(element('accept')).defaultPrevented).toBe(true);
  expect(acted).toEqual(['family']);
  expect(followed).toHaveBeenCalledTimes(1);
});

test('a press on one dock item does not let its click act on another', () => {
  const { element, acted, press, click } = page();
  press(element('top'));
  click(element('accept'));
  expect(acted).toEqual([]);
});

test('a click with no press seen, cancelled or already clicked never acts', () => {
  const { element, acted, press, click } = page();
  click(element('accept'));
  press(element('accept'));
  press(element('accept'), 'pointercancel');
  click(element('accept'));
  press(element('accept'));
  click(element('accept'));
  click(element('accept'));
  expect(acted).toEqual(['accept']);
});

test('keyboard and assistive-technology activation (detail 0) always acts', () => {
  const { element, acted, press, click } = page();
  press(element('family'));
  click(element('accept'), 0);
  expect(acted).toEqual(['accept']);
});

test('once stopped, the guard lets every click through', () => {
  const { element, stop, acted, click } = page();
  stop();
  click(element('accept'));
  expect(acted).toEqual(['accept']);
});

test('isDeliberateClick: detail 0, or a press begun inside the item', () => {
  const item = document.createElement('section');
  const inside = item.appendChild(document.createElement('button'));
  const outside = document.createElement('a');
  expect(isDeliberateClick(0, item, null)).toBe(true);
  expect(isDeliberateClick(1, item, inside)).toBe(true);
  expect(isDeliberateClick(1, item, outside)).toBe(false);
  expect(isDeliberateClick(1, item, null)).toBe(false);
  expect(guardDock(null)).toBeUndefined();
});
