import { escapeHtml } from './escape-html';

it('writes markup characters as text, inside an element or a double-quoted attribute', () => {
  const hostile = "\"><script>alert(1)</script> & 'ok'";
  const element = document.createElement('div');
  element.innerHTML = `<img alt="${escapeHtml(hostile)}"><p>${escapeHtml(hostile)}</p>`;
  expect(element.querySelector('img')!.alt).toBe(hostile);
  expect(element.querySelector('p')!.textContent).toBe(hostile);
  expect(element.querySelectorAll('script')).toHaveLength(0);
  expect(escapeHtml(3000)).toBe('3000');
});
