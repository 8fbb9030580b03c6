/**
 * The go-live page (/admin/go-live/), beside the editor and the site check: its words and controls
 * as plain HTML, which admin/go-live/page.ts fills in. English, as the editor's own words are.
 */
import { EMAILJS_IDS, EMAILJS_SETTINGS, type EmailJsIds } from '@/lib/contact/emailjs-settings';
import { escapeHtml } from '@/lib/escape-html';
import { adminPageHead } from '../build/page-head';
import { CONTACT_FORM, TAKE_THE_DEMO_AWAY, YOUR_DOMAIN } from './anchors';
import { enquiryTemplateFields, templateFieldId, type TemplateField } from './enquiry-template';

const idField = (id: keyof EmailJsIds) =>
  `            <label for="${id}">Your EmailJS ${EMAILJS_SETTINGS[id].name} (${escapeHtml(EMAILJS_SETTINGS[id].where)})</label>
            <input id="${id}" name="${EMAILJS_SETTINGS[id].setting}" type="text" autocomplete="off" spellcheck="false" required>`;

/** A field of her template: its label as EmailJS shows it, its value (page.ts writes it) and its own copy button. */
const templateField = (label: TemplateField['label']) => {
  const id = templateFieldId(label);
  return `            <div class="template-field">
              <h4 id="${id}-label">${escapeHtml(label)}</h4>
              <figure aria-labelledby="${id}-label"><pre id="${id}" class="template"></pre></figure>
              <button type="button" class="secondary" data-copy="${id}">Copy ${escapeHtml(label)}</button>
              <span id="${id}-copied" role="status"></span>
            </div>`;
};

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
          <label for="editor-token">Your editor token (GitHub, starts with github_pat_), for <span class="repository">${escapeHtml(repository)}</span></label>
          <input id="editor-token" type="password" autocomplete="current-password" spellcheck="false">
          <button type="submit">Read my site with this token</button>
        </form>
      </section>
`
}
      <section aria-labelledby="demo-heading" id="${TAKE_THE_DEMO_AWAY}" tabindex="-1">
        <h2 id="demo-heading">Take the demo away</h2>
        <p>Removes the demo’s albums and, once you have a testimonial of your own, its testimonials; points your pages’ photos and the sharing image at your albums. ${
          local
            ? 'On this computer, run <code>npm run own-work</code> in the terminal: it does exactly this, then you look at your site and send it.'
            : 'All in one change of your site on GitHub, published again once GitHub has checked it. It refuses, changing nothing, when your site would be left broken.'
        }</p>
        ${local ? '' : '<button type="button" id="take-the-demo-away-button" disabled>Take the demo away</button>'}
        <div id="removes" hidden>
          <p id="removes-words"></p>
          <ul class="removed" id="removes-list"></ul>
        </div>
        <ul class="lines" id="demo-lines" aria-live="polite"></ul>
        <p id="demo-note" hidden></p>
      </section>

      <section aria-labelledby="enquiry-heading" id="${CONTACT_FORM}" tabindex="-1">
        <h2 id="enquiry-heading">Your contact form</h2>
        <p>Your site goes live once a test enquiry has reached you with every field filled in.</p>
        <ul class="lines" id="confirmed-lines"></ul>
        <p id="contact-wait">${local ? 'Reading your site…' : 'Paste your editor token above first: this part needs your e-mail as your site holds it.'}</p>
        <div id="contact-steps" hidden>
          <h3 id="template-heading">1. Your EmailJS template</h3>
          <p>In EmailJS, open Email Templates → your template, and copy each of these into its own field: Subject and Content, then, in the template’s Settings, To Email, From Name and Reply To.</p>
          <div class="template-fields">
${enquiryTemplateFields('')
  .map(({ label }) => templateField(label))
  .join('\n')}
          </div>

          <h3>2. Send yourself a test enquiry</h3>
          <form id="ids-form" autocomplete="off" novalidate>
${EMAILJS_IDS.map(idField).join('\n')}
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
        </div>
      </section>

      <section aria-labelledby="domain-heading" id="${YOUR_DOMAIN}" tabindex="-1">
        <h2 id="domain-heading">Your domain</h2>
        <p>Your site gets your domain from the set-up: run it again in Cloud Shell (<code>npm run setup</code>), which gives the site your domain once Google sees its DNS records. It lists those records until then: add them where you bought your domain.</p>
      </section>
    </main>
  </body>
</html>
`;
}
