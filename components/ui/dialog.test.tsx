import { render, screen } from '@testing-library/react';
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

test('a close by the browser itself is reported to the page', () => {
  const onClose = jest.fn();
  render(
    <Dialog open onClose={onClose} label="Viewer">
      <button type="button">Next</button>
    </Dialog>,
  );
  screen.getByRole<HTMLDialogElement>('dialog').close();
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a close event that arrives after it was opened again does not close it (Escape, then Enter at once)', () => {
  const onClose = jest.fn();
  const dialogOf = (open: boolean) => (
    <Dialog open={open} onClose={onClose} label="Cookies">
      <button type="button">Save</button>
    </Dialog>
  );
  const { rerender } = render(dialogOf(true));
  const dialog = screen.getByRole<HTMLDialogElement>('dialog');
  rerender(dialogOf(false));
  rerender(dialogOf(true));
  // A browser queues the close event of the first close; here it arrives now.
  dialog.dispatchEvent(new Event('close'));
  expect(onClose).not.toHaveBeenCalled();
  expect(dialog.open).toBe(true);
});

test('a click on the backdrop closes it only when asked to', async () => {
  const onClose = jest.fn();
  const { rerender } = render(
    <Dialog open onClose={onClose} label="Menu">
      <button type="button">Home</button>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog');
  // jsdom lays nothing out: the dialog's box is 0×0 at the origin, so this click is outside it.
  await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 300, clientY: 300 } });
  expect(onClose).not.toHaveBeenCalled();

  rerender(
    <Dialog open onClose={onClose} label="Menu" closeOnBackdropClick>
      <button type="button">Home</button>
    </Dialog>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Home' }));
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 300, clientY: 300 } });
  expect(onClose).toHaveBeenCalledTimes(1);
});
