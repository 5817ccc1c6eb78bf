import { renderHook } from '@testing-library/react';
import { useOneAtATime } from './use-one-at-a-time';

/** An action that ends when the test says so. */
function pendingAction() {
  let end = () => {};
  const action = jest.fn(() => new Promise<string>((resolve) => (end = () => resolve('done'))));
  return { action, end: () => end() };
}

describe('useOneAtATime', () => {
  it('runs a second action started before the first has ended not at all, and answers undefined for it', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const { action, end } = pendingAction();
    const first = result.current(action);
    const second = result.current(action);
    await expect(second).resolves.toBeUndefined();
    end();
    await expect(first).resolves.toBe('done');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs the next action once the last has ended, a failed one too', async () => {
    const { result, rerender } = renderHook(() => useOneAtATime());
    await expect(result.current(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    rerender();
    const { action, end } = pendingAction();
    const next = result.current(action);
    end();
    await expect(next).resolves.toBe('done');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps the guard across renders: a render between the two taps does not let the second through', async () => {
    const { result, rerender } = renderHook(() => useOneAtATime());
    const { action, end } = pendingAction();
    const first = result.current(action);
    rerender();
    await expect(result.current(action)).resolves.toBeUndefined();
    end();
    await first;
    expect(action).toHaveBeenCalledTimes(1);
  });
});
