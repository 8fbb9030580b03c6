import { copyText } from './clipboard';

const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const execCommand = Object.getOwnPropertyDescriptor(document, 'execCommand');

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

/** The copy command, answering `result`; records the text selected when it ran. */
function withCopyCommand(result: boolean | 'throws') {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      if (result === 'throws') throw new Error('not supported');
      const field = document.activeElement;
      if (command === 'copy' && field instanceof HTMLTextAreaElement) {
        copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
      }
      return result;
    },
  });
  return copied;
}

afterEach(() => {
  for (const [target, name, own] of [
    [navigator, 'clipboard', clipboard],
    [document, 'execCommand', execCommand],
  ] as const) {
    if (own) Object.defineProperty(target, name, own);
    else Reflect.deleteProperty(target, name);
  }
  document.body.innerHTML = '';
});

function setUp() {
  const container = document.createElement('div');
  const button = document.createElement('button');
  container.append(button);
  document.body.append(container);
  button.focus();
  return { container, button };
}

const enquiry = 'Name: Ana\n\nMessage:\nשלום 💍 & <b>';

it('copies with the Clipboard API', async () => {
  const { container } = setUp();
  const writeText = jest.fn(() => Promise.resolve());
  withClipboard(writeText);
  const copied = withCopyCommand(true);
  await expect(copyText(enquiry, container)).resolves.toBe(true);
  expect(writeText).toHaveBeenCalledWith(enquiry);
  expect(copied).toEqual([]);
});

it.each([
  ['refused', () => withClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))],
  ['missing', () => Reflect.deleteProperty(navigator, 'clipboard')],
])(
  'falls back to the copy command on a selected hidden field when the Clipboard API is %s',
  async (_, setClipboard) => {
    const { container, button } = setUp();
    setClipboard();
    const copied = withCopyCommand(true);
    await expect(copyText(enquiry, container)).resolves.toBe(true);
    expect(copied).toEqual([enquiry]);
    // The field is gone and the focus is back where it was.
    expect(container.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  },
);

it.each([false, 'throws'] as const)('says it could not copy when the copy command answers %s too', async (result) => {
  const { container } = setUp();
  withClipboard(() => Promise.reject(new Error('Denied')));
  withCopyCommand(result);
  await expect(copyText(enquiry, container)).resolves.toBe(false);
  expect(container.querySelector('textarea')).toBeNull();
});
