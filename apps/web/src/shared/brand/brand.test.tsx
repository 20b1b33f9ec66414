import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { fetchStub, statusFixture } from '../../test/fixtures';
import { BrandProvider } from './BrandProvider';
import { screenFor, toBrandState, useFeature } from './brand';

beforeEach(() => localStorage.setItem('lang', 'en'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Probe() {
  return <p>{useFeature('DIRECTREG3') ? 'register-on' : 'register-off'}</p>;
}

function boot() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BrandProvider>
        <Probe />
      </BrandProvider>
    </SWRConfig>,
  );
}

describe('screenFor (spec 4 system status)', () => {
  it('lets maintenance win over region restriction', () => {
    expect(screenFor({ status: 1, maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(screenFor({ status: 2, maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(screenFor({ status: 2, maintenance: false, regionRestriction: true })).toBe('region');
    expect(screenFor({ status: 0, maintenance: false, regionRestriction: false })).toBe('app');
  });
});

describe('toBrandState', () => {
  it('flattens the whitelabel tree: a child of a disabled parent is off', () => {
    const b = toBrandState(statusFixture({ flags: { DIRECTREG3: '0' } }));
    expect(b.whitelabel.isEnabled('USERNAMEREG3')).toBe(false);
    expect(b.whitelabel.features.directRegistration).toBe(false);
    expect(b.whitelabel.isEnabled('noSuchModId')).toBe(false);
  });
});

describe('BrandProvider', () => {
  it('uses the brand default language (bn) when none is stored, loading its catalogue', async () => {
    localStorage.clear();
    const value = statusFixture({ status: 1, maintenance: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/system/status': () => ({ body: { success: true, value } }) })),
    );
    boot();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('সিস্টেম রক্ষণাবেক্ষণ');
  });

  it('shows the app with flags once the status loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/system/status': () => ({ body: { success: true, value: statusFixture() } }) })),
    );
    boot();
    expect(await screen.findByText('register-on')).toBeInTheDocument();
  });

  it('shows the maintenance page (with customer service) even when the region is also restricted', async () => {
    const value = statusFixture({ status: 1, maintenance: true, regionRestriction: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/system/status': () => ({ body: { success: true, value } }) })),
    );
    boot();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('System maintenance');
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.queryByText('register-on')).not.toBeInTheDocument();
  });

  it('shows the region-blocked page with the visitor IP', async () => {
    const value = statusFixture({
      status: 2,
      regionRestriction: true,
      location: { ip: '198.51.100.9', country: 'US' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchStub({ '/wps/system/status': () => ({ body: { success: true, value } }) })),
    );
    boot();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Access restricted');
    expect(screen.getByText(/198\.51\.100\.9/)).toBeInTheDocument();
  });

  it('shows an error state with a retry that reloads the status', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls++;
        if (calls === 1) throw new TypeError('offline');
        return fetchStub({
          '/wps/system/status': () => ({ body: { success: true, value: statusFixture() } }),
        })(input, init);
      }),
    );
    boot();
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('register-on')).toBeInTheDocument();
  });
});
