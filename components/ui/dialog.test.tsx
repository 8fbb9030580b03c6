import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

// The same behaviour in a real browser, for every dialog of the site: e2e/dialogs.spec.ts.

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="title"
        describedBy="text"
        initialFocusRef={withInitialFocus ? initialFocusRef : undefined}
      >
        <h2 id="title">Settings</h2>
        <p id="text">Choose what to keep.</p>
        <button type="button">First</button>
        <button type="button" ref={initialFocusRef}>
          Chosen
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

test('is named by its heading and described by its text', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('dialog', { name: 'Settings' })).toHaveAccessibleDescription('Choose what to keep.');
});

test('can be named by a label of its own', () => {
  render(
    <Dialog open onClose={() => {}} label="Menu">
      <button type="button">Home</button>
    </Dialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
});

test('focuses the first control when it opens, or the one asked for', async () => {
  const { unmount } = render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  unmount();

  render(<Harness withInitialFocus />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: 'Chosen' })).toHaveFocus();
});

test('Escape closes it and gives the focus back to what opened it', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('closing from inside also gives the focus back', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('closing it by state is not reported back as a close request', () => {
  const onClose = jest.fn();
  const { rerender } = render(
    <Dialog open onClose={onClose} label="Viewer">
      <button type="button">Next</button>
    </Dialog>,
  );
  rerender(
    <Dialog open={false} onClose={onClose} label="Viewer">
      <button type="button">Next</button>
    </Dialog>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('is lifted to the top layer before it shows (laid out once, there) and tells assistive technology it is modal', async () => {
  const calls: string[] = [];
  const showPopover = jest.spyOn(HTMLElement.prototype, 'showPopover').mockImplementation(function (this: HTMLElement) {
    calls.push(`showPopover ${this.getAttribute('aria-labelledby')}`);
  });
  const show = jest.spyOn(HTMLDialogElement.prototype, 'show');
  show.mockImplementation(function (this: HTMLDialogElement) {
    calls.push(`show ${this.getAttribute('aria-labelledby')}`);
    this.setAttribute('open', '');
  });
  try {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(calls).toEqual(['showPopover title', 'show title']);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('popover', 'manual');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  } finally {
    showPopover.mockRestore();
    show.mockRestore();
  }
});

test('opens and closes in a browser without popovers, shown in place', async () => {
  const popoverMethods = ['showPopover', 'hidePopover'] as const;
  const saved = popoverMethods.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!);
  for (const name of popoverMethods)
    Object.defineProperty(HTMLElement.prototype, name, { value: undefined, configurable: true });
  try {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  } finally {
    popoverMethods.forEach((name, index) => Object.defineProperty(HTMLElement.prototype, name, saved[index]!));
  }
});

test('the page behind turns inert only once the dialog is on screen, and is given back when it closes', () => {
  jest.useFakeTimers();
  try {
    const dialogOf = (open: boolean) => (
      <main>
        <button type="button">Behind</button>
        <Dialog open={open} onClose={() => {}} label="Menu">
          <button type="button">Home</button>
        </Dialog>
      </main>
    );
    const { rerender } = render(dialogOf(true));
    const behind = screen.getByRole('button', { name: 'Behind' });
    expect(behind).not.toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(17));
    expect(behind).toHaveAttribute('inert');
    rerender(dialogOf(false));
    expect(behind).not.toHaveAttribute('inert');
  } finally {
    jest.useRealTimers();
  }
});

test('a click outside it never reaches the page behind, and closes it only when asked to', async () => {
  const onClose = jest.fn();
  const onBehind = jest.fn();
  const page = (closeOnBackdropClick: boolean) => (
    <>
      <button type="button" onClick={onBehind}>
        Behind
      </button>
      <Dialog open onClose={onClose} label="Menu" closeOnBackdropClick={closeOnBackdropClick}>
        <button type="button">Home</button>
      </Dialog>
    </>
  );
  const { rerender } = render(page(false));
  // Clicked before the page behind is inert (in the frame the dialog first shows).
  await userEvent.click(screen.getByRole('button', { name: 'Behind' }));
  expect(onBehind).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();

  rerender(page(true));
  await userEvent.click(screen.getByRole('button', { name: 'Home' }));
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Behind' }));
  expect(onBehind).not.toHaveBeenCalled();
  expect(onClose).toHaveBeenCalledTimes(1);

  // Pressed inside and let go outside (selecting its text, say): not a click on the backdrop.
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Home' }) },
    { keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Behind' }) },
  ]);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a click React replays from a tap made while the page was hydrating does not close it', () => {
  const onClose = jest.fn();
  render(
    <>
      <button type="button">Open menu</button>
      <Dialog open onClose={onClose} label="Menu" closeOnBackdropClick>
        <button type="button">Home</button>
      </Dialog>
    </>,
  );
  // The tap itself opened the dialog; its replay is a click with no press after the opening.
  screen.getByRole('button', { name: 'Open menu' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test("an Escape the dialog's content handled itself does not close it", async () => {
  const onClose = jest.fn();
  render(
    <Dialog open onClose={onClose} label="Menu">
      <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
    </Dialog>,
  );
  await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
});

test("the platform's close request (Back on Android) asks to close it, where the browser reports one", async () => {
  const watchers: { onclose: (() => void) | null; destroyed: boolean }[] = [];
  class CloseWatcher {
    onclose: (() => void) | null = null;
    destroyed = false;
    constructor() {
      watchers.push(this);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  Object.assign(window, { CloseWatcher });
  try {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(watchers).toHaveLength(1);
    act(() => watchers[0]!.onclose?.());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watchers[0]!.destroyed).toBe(true);
  } finally {
    delete (window as { CloseWatcher?: unknown }).CloseWatcher;
  }
});
