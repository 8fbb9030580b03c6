/**
 * What the cross-browser check runs inside the editor's page, as source text: tsx may wrap
 * functions with helpers (`__name`) that do not exist in the page.
 */

/** What the check looks for: an element by its role (or a CSS selector) and accessible name, like getByRole. */
export type Query = {
  role?: string;
  /** For elements without a role of their own (a file input). */
  selector?: string;
  /** Matched against the accessible name, without Sveltia's bidi isolates and with spaces collapsed. */
  name: RegExp;
  /** Only inside the element this finds: Sveltia shows the same fields in both panes. */
  within?: Query;
  /** Which of the matches, in document order; negative counts from the end. Default 0. */
  index?: number;
};

/** How a query reads in messages: `textbox "Names" in group "Edit English Content"`. */
export function describeQuery(query: Query): string {
  const what = `${query.role ?? query.selector ?? 'element'} ${String(query.name)}`;
  const which = query.index ? ` #${query.index}` : '';
  return `${what}${which}${query.within ? ` in ${describeQuery(query.within)}` : ''}`;
}

/*
 * An approximation of the accessible name and role, enough for Sveltia's and the photos field's
 * markup: aria-labelledby, aria-label, <label>, then the shown text (without aria-hidden parts, so
 * the icon ligatures of Material Symbols do not count). Only rendered elements count.
 */
const findSource = String.raw`(query) => {
  const strip = (s) => (s || '').replace(/[\u2068\u2069\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();
  const shown = (node) => {
    let out = '';
    for (const child of node.childNodes) {
      if (child.nodeType === 3) out += child.data;
      else if (child.nodeType === 1 && child.getAttribute('aria-hidden') !== 'true') {
        const display = getComputedStyle(child).display;
        const gap = display.startsWith('inline') ? '' : ' ';
        if (display !== 'none') out += gap + shown(child) + gap;
      }
    }
    return out;
  };
  const implicitRole = (el) => {
    const tag = el.localName;
    const type = (el.getAttribute('type') || 'text').toLowerCase();
    if (tag === 'button') return 'button';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return 'combobox';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (tag === 'input') {
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'radio') return 'radio';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'number') return 'spinbutton';
      if (['text', 'email', 'url', 'tel', 'search', 'password'].includes(type)) return 'textbox';
    }
    if (el.isContentEditable && el.hasAttribute('contenteditable')) return 'textbox';
    return null;
  };
  const roleOf = (el) => el.getAttribute('role') || implicitRole(el);
  const nameOf = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const named = ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(shown).join(' ');
      if (strip(named)) return strip(named);
    }
    if (strip(el.getAttribute('aria-label'))) return strip(el.getAttribute('aria-label'));
    if (el.labels && el.labels.length) return strip([...el.labels].map(shown).join(' '));
    if (['button', 'radio', 'checkbox', 'option', 'menuitem', 'tab', 'link', 'status', 'alert'].includes(roleOf(el)))
      if (strip(shown(el))) return strip(shown(el));
    return strip(el.getAttribute('title') || el.getAttribute('placeholder') || '');
  };
  const rendered = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const search = (q, scope) => {
    const pattern = new RegExp(q.name[0], q.name[1]);
    const candidates = q.selector ? scope.querySelectorAll(q.selector) : scope.querySelectorAll('*');
    const hits = [...candidates].filter((el) => (q.selector || roleOf(el) === q.role) && rendered(el) && pattern.test(nameOf(el)));
    const index = q.index || 0;
    return hits.at(index < 0 ? hits.length + index : index) || null;
  };
  const locate = (q) => {
    const scope = q.within ? locate(q.within) : document;
    return scope ? search(q, scope) : null;
  };
  return locate(query);
}`;

/** An expression for the element a query finds now, or null. */
export function find(query: Query): string {
  return `(${findSource})(${JSON.stringify(query, (_key, value: unknown) => (value instanceof RegExp ? [value.source, value.flags] : value))})`;
}

/*
 * 'ready' when the element can take a real click: scrolled into view, at the same place for three
 * polls in a row (Sveltia's screens slide and grow while their data loads, and the probe saw early
 * clicks land beside the button), its centre not covered (its <label> may cover a visually hidden
 * input), and no finite animation running on it or around it. Otherwise why not, for the message.
 * "The same place" allows a pixel: centring an element of an odd height scrolls by half a pixel,
 * which Firefox rounds one way, then the other, at each scroll.
 */
const readySource = String.raw`(el) => {
  if (!el || !el.isConnected) return 'not there';
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  const place = [r.x, r.y, r.width, r.height].map(Math.round);
  const key = place.join(',');
  const before = el.__otherBrowsersPlace;
  const same = !!before && place.every((value, index) => Math.abs(value - before[index]) <= 1);
  el.__otherBrowsersStill = same ? (el.__otherBrowsersStill || 0) + 1 : 0;
  el.__otherBrowsersPlace = place;
  if (el.__otherBrowsersStill < 2) return 'moving (' + key + ')';
  if (r.width === 0 || r.height === 0) return 'of no size';
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  const labels = el.labels ? [...el.labels] : [];
  const mine = (node) => node && (node === el || el.contains(node) || labels.some((label) => label === node || label.contains(node)));
  if (!mine(hit)) return 'covered by ' + (hit ? hit.localName + (hit.className ? '.' + String(hit.className).split(' ')[0] : '') : 'nothing');
  const moving = document.getAnimations().filter((a) => {
    const target = a.effect && a.effect.target;
    const finite = a.effect && a.effect.getComputedTiming().iterations !== Infinity;
    return a.playState === 'running' && finite && target && (target.contains(el) || el.contains(target));
  });
  if (moving.length) return 'animating';
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') return 'disabled';
  return 'ready';
}`;

/** An expression: 'ready', or why the element a query finds is not ready for a click yet. */
export function readiness(query: Query): string {
  return `(${readySource})(${find(query)})`;
}

/** An expression: what a field holds (an input's value, a rich-text editor's text), or null. */
export function valueOf(query: Query): string {
  return `((el) => !el ? null : 'value' in el && el.localName !== 'div' ? el.value : el.innerText)(${find(query)})`;
}

/** An expression: whether a radio (native or ARIA) is checked, or null when there is none. */
export function isChecked(query: Query): string {
  return `((el) => !el ? null : el.getAttribute('aria-checked') === 'true' || el.checked === true)(${find(query)})`;
}

/** An expression: the texts of the dialogs open now (Sveltia says a failed save in one). */
export const openDialogs = String.raw`[...document.querySelectorAll('[role=dialog], [role=alertdialog]')]
  .filter((el) => el.getClientRects().length > 0)
  .map((el) => el.innerText.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim())`;

/**
 * An expression for a failure message: where the editor is, what its alerts and notices say, and
 * which fields it marks as invalid (with their accessible names when they have one).
 */
export const diagnosis = String.raw`(() => {
  const strip = (s) => (s || '').replace(/[\u2068\u2069\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();
  const notices = [...document.querySelectorAll('[role=alert], [role=status], [role=alertdialog], [role=dialog]')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => strip(el.innerText))
    .filter(Boolean);
  const invalid = [...document.querySelectorAll('[aria-invalid=true]')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => strip(el.getAttribute('aria-label') || (el.labels && el.labels[0] && el.labels[0].innerText) || el.id || el.localName));
  return { location: location.hash || location.pathname, notices: [...new Set(notices)].slice(0, 8), invalid };
})()`;

/**
 * Loaded before the page's own scripts (the check adds it to the editor's page): records
 * Content-Security-Policy violations, uncaught errors, console.error/warn calls and the notices
 * shown, in window.__otherBrowsers. WebKitWebDriver has no way to report any of them itself.
 */
export const recorderSource = String.raw`(() => {
  if (window.__otherBrowsers) return;
  const log = (window.__otherBrowsers = { csp: [], errors: [], console: [], notices: [] });
  // Sveltia's notices ("Entry saved.") are toasts that go away after a few seconds: each is kept
  // here when it appears, so a check polling slowly (WebDriver under load) still sees it.
  const notice = (node) => {
    const el = node && (node.nodeType === 1 ? node : node.parentElement);
    const box = el && el.closest('[role=alert], [role=status], [role=dialog], [role=alertdialog], [popover]');
    const text = box && box.textContent.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim();
    if (text && log.notices.at(-1) !== text && log.notices.length < 500) log.notices.push(text.slice(0, 300));
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') notice(change.target);
      for (const added of change.addedNodes) notice(added);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('securitypolicyviolation', (e) =>
    log.csp.push(e.effectiveDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' in ' + (e.sourceFile || e.documentURI) + ':' + e.lineNumber), true);
  window.addEventListener('error', (e) =>
    log.errors.push(e.message || 'failed to load ' + ((e.target && (e.target.src || e.target.href)) || 'a resource')), true);
  window.addEventListener('unhandledrejection', (e) =>
    log.errors.push('unhandled rejection: ' + ((e.reason && (e.reason.message || String(e.reason))) || 'unknown')));
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      try {
        const text = args.map((a) => (a instanceof Error ? a.message : typeof a === 'object' ? JSON.stringify(a) : String(a))).join(' ');
        log.console.push(level + ': ' + text.slice(0, 400));
      } catch {}
      return original(...args);
    };
  }
})();`;

export type Records = { csp: string[]; errors: string[]; console: string[]; notices: string[] };

/** An expression for what the recorder has seen so far; null when it is not in the page. */
export const recorded = `window.__otherBrowsers || null`;

/** An expression: the notices shown since the page loaded, oldest first. */
export const notices = `(window.__otherBrowsers ? window.__otherBrowsers.notices : [])`;
