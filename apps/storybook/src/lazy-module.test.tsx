// The lazy modules (the dialogs' code, the notifications' view): fetched at once when needed, otherwise in an idle
// moment after the first render; a fetch that fails while needed is reported and can be tried again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDLE_PRELOAD_MS, lazyModule, useLazyModule, type LazyModule } from '@sakta/ui';

function Probe({ module, needed }: { module: LazyModule<string>; needed: boolean }) {
  const { value, failed, retry } = useLazyModule(module, needed);
  if (value !== null) return <p>{value}</p>;
  return failed ? <button onClick={retry}>Повторить</button> : <p>нет</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useLazyModule', () => {
  it('fetches when needed, once, and renders the value', async () => {
    const fetch = vi.fn(() => Promise.resolve('загружено'));
    const module = lazyModule(fetch);
    const { rerender } = render(<Probe module={module} needed={false} />);
    expect(fetch).not.toHaveBeenCalled();
    rerender(<Probe module={module} needed />);
    expect(await screen.findByText('загружено')).toBeInTheDocument();
    render(<Probe module={module} needed />);
    expect(screen.getAllByText('загружено')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches in an idle moment after the first render when nothing needs it', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.resolve('загружено'));
    render(<Probe module={lazyModule(fetch)} needed={false} />);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_PRELOAD_MS - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('загружено')).toBeInTheDocument();
  });

  it('reports a failed fetch while needed, and fetches again on retry', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('загружено');
    render(<Probe module={lazyModule(fetch)} needed />);
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('загружено')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not report a failed idle fetch', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    render(<Probe module={lazyModule(fetch)} needed={false} />);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_PRELOAD_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('нет')).toBeInTheDocument();
  });
});
