import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

test('is false in the pre-rendered HTML', () => {
  expect(renderToString(<Probe />)).toContain('server');
});

test('is true once the pre-rendered HTML has hydrated, without a mismatch', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = jest.fn();
  act(() => {
    hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
  });
  expect(container.textContent).toBe('browser');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});

test('is true at once in a component mounted in the browser', () => {
  render(<Probe />);
  expect(screen.getByText('browser')).toBeInTheDocument();
});
