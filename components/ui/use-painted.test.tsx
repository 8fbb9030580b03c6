import { act, render, screen } from '@testing-library/react';
import { usePainted } from './use-painted';

function Probe() {
  return <p>{usePainted() ? 'painted' : 'first'}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is false on the first render and stays so until a frame and a task have passed', () => {
  render(<Probe />);
  expect(screen.getByText('first')).toBeInTheDocument();
  act(() => jest.advanceTimersToNextFrame());
  expect(screen.getByText('first')).toBeInTheDocument();
  act(() => jest.runOnlyPendingTimers());
  expect(screen.getByText('painted')).toBeInTheDocument();
});

it('cancels the change when unmounted first', () => {
  const { unmount } = render(<Probe />);
  unmount();
  expect(() => act(() => jest.runAllTimers())).not.toThrow();
  expect(jest.getTimerCount()).toBe(0);
});
