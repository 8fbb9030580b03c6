import { elementsBeside, holdPageBehind } from './page-behind';

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <a id="skip" href="#main">Skip</a>
    <header id="header">
      <a id="brand" href="/">Brand</a>
      <div id="menu"><button id="burger">Menu</button><dialog id="dialog"><button id="close">Close</button></dialog></div>
    </header>
    <main id="main"><p id="text">Text</p></main>
    <footer id="footer" inert></footer>`;
});
afterEach(() => {
  jest.useRealTimers();
});

const byId = (id: string) => document.getElementById(id)!;
const inertIds = () => [...document.querySelectorAll('[inert]')].map((element) => element.id);
/** Draws the next frame and runs the task after it. */
const paint = () => jest.advanceTimersByTime(17);

test('what is beside an element: the siblings of it and of each of its ancestors below the body', () => {
  expect(elementsBeside(byId('dialog')).map((element) => element.id)).toEqual([
    'burger',
    'brand',
    'skip',
    'main',
    'footer',
  ]);
  expect(elementsBeside(byId('main')).map((element) => element.id)).toEqual(['skip', 'header', 'footer']);
});

test('the page behind turns inert in the task after the next paint, and is given back as it was', () => {
  const release = holdPageBehind(byId('dialog'));
  jest.advanceTimersByTime(15);
  expect(inertIds()).toEqual(['footer']);
  paint();
  expect(inertIds()).toEqual(['skip', 'brand', 'burger', 'main', 'footer']);
  // Nothing inside the dialog or on its way up to the body is inert.
  expect(byId('close').closest('[inert]')).toBeNull();

  release();
  // The footer was inert before the dialog: it stays so.
  expect(inertIds()).toEqual(['footer']);
});

test('a dialog closed before the paint never makes the page inert', () => {
  const release = holdPageBehind(byId('dialog'));
  release();
  jest.runAllTimers();
  expect(inertIds()).toEqual(['footer']);
});
