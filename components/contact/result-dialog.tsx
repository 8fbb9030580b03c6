import Link from 'next/link';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import formStyles from './contact-form.module.css';
import styles from './result-dialog.module.css';

type ResultDialogProps = {
  open: boolean;
  onClose: () => void;
  heading: string;
  /** The sentence that says what happened; it describes the dialog. */
  text: ReactNode;
  /** More to read under it. */
  children?: ReactNode;
  /** The button that closes it, focused when it opens ('OK', 'Try again'). */
  closeLabel: string;
  homeLabel: string;
  homeHref: string;
  /** Gets the focus when it closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** The thank-you and the error dialogs after a send, on the site's one dialog. */
export function ResultDialog({
  open,
  onClose,
  heading,
  text,
  children,
  closeLabel,
  homeLabel,
  homeHref,
  returnFocusRef,
}: ResultDialogProps) {
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      initialFocusRef={closeRef}
      returnFocusRef={returnFocusRef}
      className={styles.dialog}
    >
      {/* Nothing of a closed dialog is in the page, so its words are not read as part of the form. */}
      {open && (
        <>
          <h2 id={`${id}-title`} className={styles.title}>
            {heading}
          </h2>
          <p id={`${id}-text`}>{text}</p>
          {children}
          <div className={styles.actions}>
            <button ref={closeRef} type="button" className={formStyles.submit} onClick={onClose}>
              {closeLabel}
            </button>
            <Link href={homeHref} prefetch={false} className={formStyles.secondary}>
              {homeLabel}
            </Link>
          </div>
        </>
      )}
    </Dialog>
  );
}
