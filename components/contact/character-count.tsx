import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { COUNT_ANNOUNCE_DELAY_MS, countToShow } from '@/lib/contact/character-count';
import styles from './contact-form.module.css';

type CharacterCountProps = {
  /** The id the field's aria-describedby points to. */
  id: string;
  controlRef: RefObject<HTMLTextAreaElement | null>;
  max: number;
  showFrom: number;
  /** 'N of 5,000 characters', in the page's language. */
  format: (count: number) => string;
};

const hidden = () => null;

/**
 * How many characters the field holds, shown once it is close to its limit. It follows the
 * field's own input events, so typing re-renders this line and nothing else of the form. Screen
 * readers hear it through a polite live region once the visitor pauses, not on every key.
 */
export function CharacterCount({ id, controlRef, max, showFrom, format }: CharacterCountProps) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const control = controlRef.current;
      control?.addEventListener('input', onChange);
      return () => control?.removeEventListener('input', onChange);
    },
    [controlRef],
  );
  // Read during every render too, so a reset or a restored draft shows at once.
  const count = useSyncExternalStore(
    subscribe,
    () => countToShow(controlRef.current?.value.length ?? 0, showFrom),
    hidden,
  );
  const text = count === null ? '' : format(count);

  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <>
      <p id={id} className={count !== null && count > max ? styles.countOver : styles.count}>
        {text}
      </p>
      <div aria-live="polite" className="visually-hidden">
        {announced}
      </div>
    </>
  );
}
