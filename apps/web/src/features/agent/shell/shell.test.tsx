import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createWhitelabel } from '@playdeck/config-schema/whitelabel';
import { ToastProvider } from '@playdeck/ui';
import baseVendors from '../../../../../../config/brands/_base/vendors.json';
import { createRoutes } from '../../../app/routes';
import { TOKEN_KEY } from '../../../shared/api/storage';
import baseBrand from '../../../../../../config/brands/_base/brand.json';
import type { StatusValue } from '../../../shared/brand/brand';
import { fetchStub, memberFixture, Providers, statusFixture, tree } from '../../../test/fixtures';
// Evaluated first, so the registrations below replace whatever the other agent pieces register.
import '../../../pages/agent-home/AgentHomePage';
import { ConsultationHours } from '../../../pages/agent/ConsultationHours';
import {
  AGENT_PAGE_NAMES,
  clearAgentPages,
  registerAgentPage,
  registeredAgentPages,
  type AgentPageName,
} from '../registry';
import { AgentClock } from './AgentClock';
import type { AgentMenuConfigEntry } from './api';
import { formatBrandDateTime } from '../../../shared/format/dates';
import { dayRuns, formatGmtOffset } from './format';
import { buildAgentMenu } from './menu';

configure({ asyncUtilTimeout: 5000 });

const MENU = baseVendors.menus.agentCenter as AgentMenuConfigEntry[];

function panel(text: string) {
  return () => Promise.resolve({ default: () => <p>{text}</p> });
}

/** Fake panels for every page (the real ones belong to the other agent pieces and call their own endpoints). */
function registerFakes() {
  clearAgentPages();
  const contract: Partial<Record<AgentPageName, 'dividend' | 'daily' | 'hourly' | 'realtime'>> = {
    agentDividendRecordCopy2: 'dividend',
    agentDailyWages2: 'daily',
    agentHourSalary: 'hourly',
    agentRealtimeSalary: 'realtime',
  };
  for (const name of AGENT_PAGE_NAMES)
    registerAgentPage(
      name === 'agentAnnouncement'
        ? { name, load: () => import('./AgentAnnouncement') }
        : { name, contractType: contract[name], load: panel(`panel ${name}`) },
    );
}

const ok = (value: unknown) => () => ({ body: { success: true, value } });
const memberOf = (type: number, nickname = 'Agent Smith') =>
  memberFixture({ id: '7', account: 'agent7', nickname, type });
const landing = {
  landing: {
    title: 'Become our agent',
    intro: 'Build your own team.',
    sections: [{ id: 'team', title: 'Grow a team', content: 'Create accounts.' }],
  },
  consultation: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], open: '12:00', close: '21:00' },
  timezone: 'Asia/Dhaka',
  menu: MENU,
};
const ALL_ON = {
  dailysalreqtype: true,
  divtypereq: true,
  contracthoursalreqtype: true,
  realtimesalreqtype: true,
};

function dhaka(flags: Record<string, '1' | '0'> = {}): StatusValue {
  const s = statusFixture({ flags });
  s.info.timezone = 'Asia/Dhaka';
  s.info.name = 'DeshPlay';
  return s;
}

interface Setup {
  /** Member type; null: a stale token whose member info is refused; 'visitor': no token. */
  type?: number | null | 'visitor';
  contracts?: unknown;
  contractsFail?: boolean;
  login?: (body: Record<string, unknown>) => { status?: number; body: unknown };
  flags?: Record<string, '1' | '0'>;
  entries?: string[];
  mustChange?: boolean;
}

function setup({
  type = 1,
  contracts = ALL_ON,
  contractsFail,
  login,
  flags,
  entries = ['/agentHome'],
  mustChange = false,
}: Setup = {}) {
  const calls: Array<{ path: string; method: string; body?: string }> = [];
  const stub = fetchStub({
    '/wps/member/info': () =>
      type === null || type === 'visitor'
        ? { status: 401, body: { success: false, errorCode: 'NOT_LOGGED_IN', message: 'x' } }
        : ok({ ...memberOf(type as number), mustChangePassword: mustChange })(),
    '/wps/content/agentLanding': ok(landing),
    '/wps/agent/contracts/info': () =>
      contractsFail
        ? { status: 500, body: { success: false, errorCode: 'UNKNOWN', message: 'Unknown error' } }
        : ok(contracts)(),
    '/wps/content/agentAnnouncements': ok([
      {
        id: '1',
        type: 'AG',
        title: 'Salary schedule',
        content: 'Every 5 minutes.',
        execution: '',
        createdAt: '2025-01-12T03:00:00.000Z',
      },
    ]),
    '/wps/session/logout': ok(null),
    '/wps/session/login': (init) =>
      login ? login(JSON.parse(String(init?.body)) as Record<string, unknown>) : ok(null)(),
    '/wps/content/popups': ok([]),
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, method: init?.method ?? 'GET', body: init?.body as string | undefined });
    return stub(input, init);
  });
  const token = type === 'visitor' ? null : type === null ? 'stale' : 'tkn';
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(
    <Providers status={dhaka(flags)} token={token}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Providers>,
  );
  return { router, calls };
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  registerFakes();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const menuNames = () =>
  within(screen.getByRole('navigation', { name: 'Agent center menu' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('agent center access (spec 4: non-agents redirected to /agent)', () => {
  it.each([
    ['a visitor', 'visitor'],
    ['a player', 0],
    ['a trial member', 4],
    ['a session whose member info is refused', null],
  ] as const)('sends %s from /agentHome to /agent, replacing the entry', async (_who, type) => {
    const { router } = setup({ type, entries: ['/help', '/agentHome'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('navigation', { name: 'Agent center menu' })).not.toBeInTheDocument();
  });

  it.each(baseBrand.userTypes.agent)(
    'lets an agent of type %i in, with the agent-only layout and no main layout',
    async (type) => {
      setup({ type });
      expect(await screen.findByText('panel agentTeamOverview')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team overview');
      expect(screen.getByTestId('agent-nickname').textContent).toBe('Agent Smith');
      expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('sends a logged-in agent from /agent to /agentHome', async () => {
    const { router } = setup({ type: 2, entries: ['/agent'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
  });
});

describe('forced password change (docs/decisions.md D2)', () => {
  it('opens the change-password popup over the agent center when member info says mustChangePassword', async () => {
    const { router } = setup({ mustChange: true });
    expect(await screen.findByRole('dialog', { name: /password/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome');
    expect(router.state.location.search).toContain('popup=changePassword');
  });
});

describe('agent menu', () => {
  it('lists the brand menu in order: pages, then deposit, withdraw, platform messages and customer service', async () => {
    setup();
    await screen.findByText('panel agentTeamOverview');
    expect(menuNames()).toEqual([
      'Announcements',
      'Team overview',
      'Create account',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
      'Bonus',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
      'Deposit',
      'Withdraw',
      'Platform messages',
      'Customer service(opens in a new tab)',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Agent center menu' });
    expect(within(nav).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(within(nav).getByRole('link', { name: 'Platform messages' }).getAttribute('href')).toBe(
      '/member?page=messageV2',
    );
    const cs = within(nav).getByRole('link', { name: /Customer service/ });
    expect(cs.getAttribute('href')).toBe('https://support.example/chat');
    expect(cs.getAttribute('target')).toBe('_blank');
    expect(within(nav).getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('hides entries whose whitelabel flag (or a parent flag) is off', async () => {
    setup({ flags: { registerCenter: '0', HOURSAL3: '0', agentPersonalHistoryCopy: '0', withdraw: '0' } });
    await screen.findByText('panel agentTeamOverview');
    const names = menuNames();
    for (const hidden of ['Create account', 'Hourly salary', 'Team betting', 'Withdraw'])
      expect(names).not.toContain(hidden);
    expect(names).toContain('Daily salary');
    expect(names).toContain('Deposit');
  });

  it('shows a contract page only when the consolidated contract info enables its type', async () => {
    setup({
      contracts: {
        dailysalreqtype: true,
        divtypereq: false,
        contracthoursalreqtype: false,
        realtimesalreqtype: true,
      },
    });
    await screen.findByText('panel agentTeamOverview');
    const names = menuNames();
    expect(names).toContain('Daily salary');
    expect(names).toContain('Real-time salary');
    expect(names).not.toContain('Bonus');
    expect(names).not.toContain('Hourly salary');
  });

  it('treats a failed contract info call as every contract type off', async () => {
    setup({ contractsFail: true });
    await screen.findByText('panel agentTeamOverview');
    const names = menuNames();
    for (const hidden of ['Bonus', 'Daily salary', 'Hourly salary', 'Real-time salary'])
      expect(names).not.toContain(hidden);
    expect(names).toContain('Team overview');
  });

  it('shows only registered pages (config cannot invent pages)', () => {
    clearAgentPages();
    registerAgentPage({ name: 'agentTeamOverview', load: panel('x') });
    const wl = createWhitelabel(tree());
    const menu = buildAgentMenu({
      config: [...MENU, { route: 'promotions' }],
      registered: registeredAgentPages(),
      isEnabled: (id) => wl.isEnabled(id),
      contractEnabled: () => true,
      customerServiceUrl: undefined,
    });
    expect(menu.map((m) => (m.kind === 'page' ? m.name : m.route))).toEqual([
      'agentTeamOverview',
      'depositv2',
      'withdraw',
      'messageV2',
    ]);
  });

  it('keeps the page in the URL: a menu click pushes ?page=, Back returns, an unknown page shows the default', async () => {
    const { router } = setup({ entries: ['/agentHome?page=nope'] });
    await screen.findByText('panel agentTeamOverview');
    await userEvent.click(screen.getByRole('link', { name: 'User loss' }));
    expect(await screen.findByText('panel palStatementsAgentCopy')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=palStatementsAgentCopy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User loss');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('panel agentTeamOverview')).toBeInTheDocument();
  });

  it('keeps a crashing panel inside its own error state, with the header and menu still there', async () => {
    registerAgentPage({
      name: 'agentRevenueReport',
      load: () =>
        Promise.resolve({
          default: () => {
            throw new Error('boom');
          },
        }),
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ entries: ['/agentHome?page=agentRevenueReport'] });
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team overview' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('shows the agent announcements on agentAnnouncement', async () => {
    setup({ entries: ['/agentHome?page=agentAnnouncement'] });
    expect(await screen.findByRole('heading', { name: 'Salary schedule' })).toBeInTheDocument();
    expect(screen.getByText('Every 5 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Published 2025-01-12 09:00:00')).toBeInTheDocument();
  });
});

describe('agent header', () => {
  it('shows the brand timezone offset and a clock that ticks every second at a fixed width', async () => {
    vi.useFakeTimers();
    let t = Date.parse('2025-01-15T12:04:05.500Z');
    const now = () => t;
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <AgentClock timeZone="Asia/Dhaka" now={now} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('agent-gmt').textContent).toBe('GMT+06:00');
    expect(screen.getByTestId('agent-clock').textContent).toBe('2025-01-15 18:04:05');
    await act(async () => {
      t += 500;
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByTestId('agent-clock').textContent).toBe('2025-01-15 18:04:06');
    await act(async () => {
      t += 1000;
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('agent-clock').textContent).toBe('2025-01-15 18:04:07');
  });

  it('formats offsets with sign, hours and minutes', () => {
    const winter = Date.parse('2025-01-15T12:00:00Z');
    expect(formatGmtOffset(winter, 'Asia/Dhaka')).toBe('GMT+06:00');
    expect(formatGmtOffset(winter, 'Asia/Kolkata')).toBe('GMT+05:30');
    expect(formatGmtOffset(winter, 'America/St_Johns')).toBe('GMT-03:30');
    expect(formatGmtOffset(winter, 'UTC')).toBe('GMT+00:00');
    expect(formatGmtOffset(winter, 'Not/AZone')).toBe('GMT+00:00');
    expect(formatBrandDateTime(Date.parse('2025-12-31T18:30:00Z'), 'Asia/Dhaka')).toBe('2026-01-01 00:30:00');
    expect(formatBrandDateTime(Date.parse('2025-12-31T18:30:00Z'), 'Not/AZone')).toBe('2025-12-31 18:30:00');
  });

  it('signs out after the confirmation and REPLACES the route with /agent (Back does not return)', async () => {
    const { router, calls } = setup({ entries: ['/help', '/agentHome'] });
    await screen.findByText('panel agentTeamOverview');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/wps/session/logout')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm|ok/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.some((c) => c.path === '/wps/session/logout' && c.method === 'DELETE')).toBe(true);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/help');
  });
});

describe('agent landing page (/agent)', () => {
  it('shows the brand copy and the consultation hours', async () => {
    setup({ type: 'visitor', entries: ['/agent'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become our agent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grow a team' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-consultation-hours').textContent).toBe(
      'Monday to Friday 12:00 to 21:00',
    );
  });

  it('formats the consultation days with localised names and runs', () => {
    expect(dayRuns(['MON', 'TUE', 'WED', 'THU', 'FRI'])).toEqual([['MON', 'FRI']]);
    expect(dayRuns(['SAT', 'MON', 'WED', 'THU'])).toEqual([
      ['MON', 'MON'],
      ['WED', 'THU'],
      ['SAT', 'SAT'],
    ]);
    const { container } = render(
      <IntlProvider locale="bn" messages={{}} onError={() => undefined}>
        <ConsultationHours days={['MON', 'TUE', 'WED', 'THU', 'FRI']} open="12:00" close="21:00" />
      </IntlProvider>,
    );
    expect(container.textContent).toContain('সোমবার');
    expect(container.textContent).toContain('শুক্রবার');
    expect(container.textContent).toContain('12:00');
  });

  it('sends agentSide and shows the server refusal for a non-agent without storing a token', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { router } = setup({
      type: 'visitor',
      entries: ['/agent'],
      login: (body) => {
        bodies.push(body);
        return {
          status: 403,
          body: { success: false, errorCode: 'AGENT_ONLY', message: 'Non-agents cannot log in' },
        };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Become our agent' });
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(bodies[0]).toMatchObject({ username: 'player1', password: 'secret-pass', agentSide: true });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('shows the captcha after a failure that asks for it', async () => {
    setup({
      type: 'visitor',
      entries: ['/agent'],
      login: () => ({
        status: 401,
        body: {
          success: false,
          errorCode: 'LOGIN_FAILED',
          message: 'Incorrect username or password',
          value: { captcha: true },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Become our agent' });
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'agent1');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password');
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
  });
});
