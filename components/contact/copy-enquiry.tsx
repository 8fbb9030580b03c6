import { useEffect, useRef, useState } from 'react';
import type { ContactMessages } from '@/content/dictionaries/contact';
import { copyText } from '@/lib/clipboard';
import formStyles from './contact-form.module.css';
import dialogStyles from './result-dialog.module.css';

type CopyEnquiryProps = {
  /** The whole enquiry, as plain text. */
  text: string;
  words: ContactMessages['enquiry'];
};

type CopyResult = { copied: boolean; attempt: number };

/**
 * 'Copy my enquiry', for an enquiry too long for its e-mail link: copies the whole of it and says
 * so in a polite live region. Where the browser allows no copying, it shows the enquiry selected
 * in a text field, to copy by hand. Reached through components/contact/on-demand.ts.
 * @public
 */
export function CopyEnquiry({ text, words }: CopyEnquiryProps) {
  const [result, setResult] = useState<CopyResult | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const manualRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (result?.copied === false) manualRef.current?.select();
  }, [result]);

  async function copy() {
    const copied = await copyText(text, containerRef.current ?? document.body);
    setResult({ copied, attempt: (result?.attempt ?? 0) + 1 });
  }

  return (
    // The dialog's own layout: no stylesheet of its own for the page to fetch with it.
    <div ref={containerRef} className={dialogStyles.actions}>
      <button type="button" className={formStyles.secondary} onClick={() => void copy()}>
        {words.copy}
      </button>
      <p role="status">
        {/* A new node each time, so that copying twice is announced twice. */}
        {result && <span key={result.attempt}>{result.copied ? words.copied : words.copyByHand}</span>}
      </p>
      {result?.copied === false && (
        <textarea
          ref={manualRef}
          className={formStyles.input}
          aria-label={words.textLabel}
          readOnly
          rows={6}
          value={text}
        />
      )}
    </div>
  );
}
