import styles from './lightbox.module.css';

export type LightboxCloseProps = {
  /** The id it leads back to: an element just above the photos it closes. */
  to: string;
  /** Its words ('Close'), in the page's language. */
  label: string;
};

/**
 * The close button of a photo opened without the page's script (lightbox.module.css): a link to
 * a place just above the photos, shown only while one of them, in the same `scope`, is open.
 */
export function LightboxClose({ to, label }: LightboxCloseProps) {
  return (
    <a href={`#${to}`} className={styles.close}>
      {label}
    </a>
  );
}
