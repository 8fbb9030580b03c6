type Direction = 'previous' | 'next';

/** The chevron of each direction, drawn in a 24×24 box (the photo viewer writes it as markup). */
export const CHEVRON_PATH: Record<Direction, string> = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' };

type StepButtonProps = {
  direction: Direction;
  /** The button's accessible name in the page's language. */
  label: string;
  className?: string;
  onStep: (direction: Direction) => void;
};

/** A previous or next button with its chevron: the home slideshow's (the photo viewer writes the same as markup). */
export function StepButton({ direction, label, className, onStep }: StepButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => onStep(direction)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={CHEVRON_PATH[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
