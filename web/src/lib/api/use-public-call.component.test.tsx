import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePublicCall } from './use-public-call';

/** A call whose answer the test gives when it wants. */
function controlledCall() {
  const answers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const run = vi.fn(
    (_input: string) =>
      new Promise<string>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  return { run, answers };
}

describe('usePublicCall', () => {
  it('is pending until the answer, then successful and runs onSuccess once', async () => {
    const { run, answers } = controlledCall();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePublicCall(run, onSuccess));
    expect(result.current.isIdle).toBe(true);

    act(() => result.current.mutate('anna@demo.local'));
    expect(run).toHaveBeenCalledWith('anna@demo.local');
    expect(result.current.isPending).toBe(true);

    await act(async () => answers[0]?.resolve('ok'));
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('reports a failed call with its error', async () => {
    const { run, answers } = controlledCall();
    const { result } = renderHook(() => usePublicCall(run));
    act(() => result.current.mutate('anna@demo.local'));

    await act(async () => answers[0]?.reject(new Error('Es existiert kein Nutzer mit dieser E-Mail')));
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe('Es existiert kein Nutzer mit dieser E-Mail');
  });

  it('ignores the answer to a call that reset() or a newer call replaced', async () => {
    const { run, answers } = controlledCall();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePublicCall(run, onSuccess));

    act(() => result.current.mutate('alt@demo.local'));
    act(() => result.current.reset());
    await act(async () => answers[0]?.resolve('ok'));
    expect(result.current.isIdle).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();

    act(() => result.current.mutate('erste@demo.local'));
    act(() => result.current.mutate('zweite@demo.local'));
    await act(async () => answers[1]?.reject(new Error('veraltet')));
    expect(result.current.isPending).toBe(true);
    await act(async () => answers[2]?.resolve('ok'));
    expect(result.current.isSuccess).toBe(true);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
