import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';

/** A fresh copy of the module for each test: its hydrated-load flag is module state. */
async function freshModule() {
  vi.resetModules();
  return import('./clientValue');
}

const readDark = () => 'dark';

describe('useClientValue (a browser-only value without a post-hydration sync re-render)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('renders the server value on the server and the browser value at once on a client-rendered page', async () => {
    const { useClientValue } = await freshModule();
    function Mode() {
      return <span data-testid="mode">{useClientValue(readDark, 'light')}</span>;
    }
    expect(renderToString(<Mode />)).toContain('light');
    const { getByTestId } = render(<Mode />);
    expect(getByTestId('mode').textContent).toBe('dark');
  });

  it('hydrates with the server value, without a recoverable error, then shows the browser value', async () => {
    const { useClientValue, markHydratedLoad } = await freshModule();
    const renders: string[] = [];
    function Mode() {
      const mode = useClientValue(readDark, 'light');
      renders.push(mode);
      return <span id="mode">{mode}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Mode />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    markHydratedLoad();
    await act(async () => {
      root = hydrateRoot(container, <Mode />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders[0]).toBe('light');
    expect(container.querySelector('#mode')?.textContent).toBe('dark');
  });

  it('follows later changes through subscribe', async () => {
    const { useClientValue } = await freshModule();
    let current = false;
    let notify = () => {};
    const read = () => current;
    const subscribe = (onChange: () => void) => {
      notify = onChange;
      return () => {};
    };
    function Flag() {
      return <span data-testid="flag">{String(useClientValue(read, true, subscribe))}</span>;
    }
    const { getByTestId } = render(<Flag />);
    expect(getByTestId('flag').textContent).toBe('false');
    current = true;
    act(() => notify());
    expect(getByTestId('flag').textContent).toBe('true');
  });
});
