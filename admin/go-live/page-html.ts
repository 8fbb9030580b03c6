/**
 * The go-live page (/admin/go-live/), beside the editor and the site check: its words and controls
 * as plain HTML, which admin/go-live/page.ts fills in. English, as the editor's own words are.
 */
import { escapeHtml } from '@/lib/escape-html';
import { adminPageHead } from '../build/page-head';
import { CONTACT_FORM, TAKE_THE_DEMO_AWAY } from './anchors';
import { EMAILJS_ID_SETTINGS, ID_WORDS, type EmailJsIds } from './emailjs-ids';

const idField = (id: keyof EmailJsIds) =>
  `          <label for="${id}">Your EmailJS ${ID_WORDS[id].name} (${escapeHtml(ID_WORDS[id].where)})</label>
          <input id="${id}" name="${EMAILJS_ID_SETTINGS[id]}" type="text" autocomplete="off" spellcheck="false" required>`;

export function goLiveHtml({
  title,
  repository,
  local,
  script,
  stylesheet,
}: {
  title: string;
  repository: string;
  /** The editor on her computer (npm run admin): the working tree, not GitHub. */
  local: boolean;
  script: string;
  stylesheet: string;
}): string {
  const where = local ? 'in this folder on your computer' : `on GitHub (${escapeHtml(repository)}, as it is now)`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
${adminPageHead({ title, stylesheet, scripts: [{ src: script, module: true }] })}  </head>
  <body>
    <main class="site-check go-live">
      <p><a href="/admin/">← Back to the editor</a> · <a href="/admin/check">Site check</a></p>
      <h1>Going live</h1>
      <p>Going live opens your site to search engines. This page reads your site ${where}, lists what still stops it, takes the demo away for you and proves your contact form reaches you.</p>

      <section aria-labelledby="state-heading">
        <h2 id="state-heading">Search engines</h2>
        <p id="state" role="status">Reading your site…</p>
        <ul class="lines blockers" id="blockers"></ul>
        <button type="button" id="read-again" hidden>Read my site again</button>
      </section>
${
  local
    ? ''
    : `
      <section aria-labelledby="token-heading">
        <h2 id="token-heading">Your editor token</h2>
        <p id="token-found"></p>
        <form id="token-form" autocomplete="off">
          <label for="editor-token">Your editor token (GitHub, starts with github_pat_), for ${escapeHtml(repository)}</label>
          <input id="editor-token" type="text" autocomplete="off" spellcheck="false">
          <button type="submit">Read my site with this token</button>
        </form>
        <p>What your token may do is checked on the <a href="/admin/check">site check</a>, with your keys.</p>
      </section>
`
}
      <section aria-labelledby="demo-heading" id="${TAKE_THE_DEMO_AWAY}" tabindex="-1">
        <h2 id="demo-heading">Take the demo away</h2>
        <p>Removes the demo’s albums and, once you have a testimonial of your own, its testimonials; points your pages’ photos and the sharing image at your albums. ${
          local
            ? 'On this computer, run <code>npm run own-work</code> in the terminal: it does exactly this, then you look at your site and send it.'
            : 'All in one change of your site on GitHub, published a few minutes later. It refuses, changing nothing, when your site would be left broken.'
        }</p>
        ${local ? '' : '<button type="button" id="take-the-demo-away-button" disabled>Take the demo away</button>'}
        <ul class="lines" id="demo-lines" aria-live="polite"></ul>
      </section>

      <section aria-labelledby="enquiry-heading" id="${CONTACT_FORM}" tabindex="-1">
        <h2 id="enquiry-heading">Your contact form</h2>
        <p>Your site goes live once a test enquiry has reached you with every field filled in.</p>
        <h3 id="template-heading">1. Your EmailJS template</h3>
        <p>In EmailJS, open Email Templates → your template, and fill in each of its fields as below: Subject, Content, and in its settings To Email, From Name and Reply To.</p>
        <pre id="template-block" class="template"></pre>
        <button type="button" id="copy-template">Copy the template</button>
        <span id="copied" role="status"></span>

        <h3>2. Send yourself a test enquiry</h3>
        <form id="ids-form" autocomplete="off" novalidate>
${(Object.keys(EMAILJS_ID_SETTINGS) as (keyof EmailJsIds)[]).map(idField).join('\n')}
          <button type="submit">Send a test enquiry</button>
        </form>
        <ul class="lines" id="enquiry-lines" aria-live="polite"></ul>

        <div id="confirm" hidden>
          <h3 id="confirm-heading" tabindex="-1">3. Did it arrive with every field filled in?</h3>
          <p id="confirm-words"></p>
          <div class="choices">
            <button type="button" id="arrived">It arrived, every field filled in</button>
            <button type="button" id="missing" class="secondary">Something is missing</button>
          </div>
          <ul class="lines" id="missing-lines" hidden></ul>
        </div>
        <ul class="lines" id="confirm-lines" aria-live="polite"></ul>
      </section>

      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading">The settings the site was built with</h2>
        <ul class="lines" id="settings-lines"></ul>
      </section>

      <section aria-labelledby="terminal-heading">
        <h2 id="terminal-heading">Checked on your computer</h2>
        <ul class="lines" id="terminal-lines"></ul>
      </section>
    </main>
  </body>
</html>
`;
}
