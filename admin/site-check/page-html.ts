/**
 * The site check's page (/admin/check/), beside the editor and under the same policy: its words
 * and controls as plain HTML, which admin/site-check/page.ts fills in with the checks' lines.
 * English, as the editor's own words are.
 */
import { escapeHtml } from '@/lib/escape-html';
import { adminPageHead } from '../build/page-head';

export function siteCheckHtml({
  title,
  repository,
  script,
  stylesheet,
}: {
  title: string;
  repository: string;
  script: string;
  stylesheet: string;
}): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
${adminPageHead({ title, stylesheet, scripts: [{ src: script, module: true }] })}  </head>
  <body>
    <main class="site-check">
      <p><a href="/admin/">← Back to the editor</a></p>
      <h1>Site check</h1>
      <p>Checks your site from this browser: your keys and token, and the settings the site was built with. Your keys and token go only to Google and GitHub, whose they are.</p>

      <section aria-labelledby="enquiry-heading">
        <h2 id="enquiry-heading">Your contact form</h2>
        <p>Your test enquiry is sent from the go-live page, where you also confirm that it arrived with every field filled in: <a href="/admin/go-live#contact-form">send it from the go-live page</a>.</p>
      </section>

      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">Your keys and token</h2>
        <p id="keys-found"></p>
        <form id="keys" autocomplete="off">
          <label for="translation-key">Your translation key (Google Cloud Translation, starts with AIza)</label>
          <input id="translation-key" type="text" autocomplete="off" spellcheck="false">
          <label for="gemini-key">Your Gemini key (for drafting, starts with AQ.)</label>
          <input id="gemini-key" type="text" autocomplete="off" spellcheck="false">
          <label for="editor-token">Your editor token (GitHub, starts with github_pat_), for <span class="repository">${escapeHtml(repository)}</span></label>
          <input id="editor-token" type="password" autocomplete="current-password" spellcheck="false">
          <button type="submit">Check my keys and token</button>
        </form>
        <ul class="lines" id="key-lines" aria-live="polite"></ul>
      </section>

      <section aria-labelledby="live-heading">
        <h2 id="live-heading">Your newest Publish</h2>
        <p>Whether the live site shows your newest Publish, as GitHub last said it beside your newest commit: the editor stops asking after 10 minutes, this does not.</p>
        <ul class="lines" id="live-lines" aria-live="polite"></ul>
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
