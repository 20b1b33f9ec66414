import { describe, expect, it } from 'vitest';
import base from '../../../config/brands/_base/whitelabel.json';
import deshplayFlags from '../../../config/brands/deshplay/whitelabel.json';
import novaFlags from '../../../config/brands/nova/whitelabel.json';
import { AGENT_CENTER_PAGES, MEMBER_CENTER_PAGES } from './schema/vendors';
import type { WhitelabelConfig, WhitelabelNode } from './types';
import {
  applyFlags,
  createWhitelabel,
  findDuplicateModIds,
  flattenWhitelabel,
  MOD_IDS,
  registrationOptionsFor,
  WhitelabelError,
} from './whitelabel';

const tree: WhitelabelNode[] = [
  {
    modId: 'DIRECTREG3',
    enabled: '1',
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: '1' },
      { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [{ modId: 'MOBREGPWD3', enabled: '1' }] },
    ],
  },
  { modId: 'PTSYS3', enabled: '0', childrenNodes: [{ modId: 'pointMall', enabled: '1' }] },
  { modId: 'playerRank', enabled: '1' },
];

const baseConfig = base as WhitelabelConfig;
const brand = (flags: { flags: Record<string, string> }) =>
  createWhitelabel({ tree: baseConfig.tree, flags: flags.flags } as WhitelabelConfig);

describe('flattenWhitelabel', () => {
  it('maps every modId to its effective flag', () => {
    expect(flattenWhitelabel(tree)).toEqual({
      DIRECTREG3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      MOBREGPWD3: false,
      PTSYS3: false,
      pointMall: false,
      playerRank: true,
    });
  });

  it('lets a disabled parent disable children that are themselves on', () => {
    const flags = flattenWhitelabel(tree);
    expect(flags.MOBREGPWD3).toBe(false);
    expect(flags.pointMall).toBe(false);
  });

  it('refuses a tree with a duplicate modId, naming both places', () => {
    const dup: WhitelabelNode[] = [...tree, { modId: 'pointMall', enabled: '1' }];
    expect(findDuplicateModIds(dup)).toEqual([
      { modId: 'pointMall', pointers: ['/tree/1/childrenNodes/0', '/tree/3'] },
    ]);
    expect(() => flattenWhitelabel(dup)).toThrow(WhitelabelError);
    expect(() => flattenWhitelabel(dup)).toThrow(/first at \/tree\/1\/childrenNodes\/0/);
  });
});

describe('createWhitelabel', () => {
  it('answers isEnabled for listed modIds and fails closed for unknown ones', () => {
    const wl = createWhitelabel(tree);
    expect(wl.isEnabled('playerRank')).toBe(true);
    expect(wl.isEnabled('MOBILENUMREG3')).toBe(false);
    expect(wl.isEnabled('notInTheTree')).toBe(false);
  });

  it('applies whitelabel.json flags over the tree without changing the input', () => {
    const wl = createWhitelabel({ tree, flags: { MOBILENUMREG3: '1', PTSYS3: '1' } });
    expect(wl.isEnabled('MOBREGPWD3')).toBe(true);
    expect(wl.isEnabled('pointMall')).toBe(true);
    expect(tree[1]!.enabled).toBe('0');
  });

  it('refuses a flag that names no node', () => {
    expect(() => applyFlags({ tree, flags: { NOSUCH: '1' } })).toThrow(
      expect.objectContaining({ pointer: '/flags/NOSUCH', expected: 'a modId that exists in the tree' }),
    );
  });

  it('derives the registration tabs: mobile is the default when on, else username', () => {
    expect(createWhitelabel(tree).features.defaultRegisterTab).toBe('username');
    const both = createWhitelabel({ tree, flags: { MOBILENUMREG3: '1' } }).features;
    expect(both).toMatchObject({
      mobileRegistration: true,
      usernameRegistration: true,
      defaultRegisterTab: 'mobile',
    });
    const off = createWhitelabel({ tree, flags: { DIRECTREG3: '0' } }).features;
    expect(off).toMatchObject({
      directRegistration: false,
      usernameRegistration: false,
      defaultRegisterTab: null,
    });
    expect(() => registrationOptionsFor(off)).toThrow(/switched off/);
  });
});

describe('shipped brands', () => {
  it('lists every modId the code reads in the base tree, once', () => {
    const flags = flattenWhitelabel(baseConfig.tree);
    for (const modId of Object.values(MOD_IDS)) expect(flags, modId).toHaveProperty(modId);
  });

  it('lists every member-center and agent-center page of the spec', () => {
    const flags = flattenWhitelabel(baseConfig.tree);
    // The routed member and agent pages, and the flag of the agent center's copy of the personal history.
    const pages = [...MEMBER_CENTER_PAGES, ...AGENT_CENTER_PAGES, 'agentPersonalHistoryCopy'];
    for (const page of pages) expect(flags, page).toHaveProperty(page);
  });

  it('gives deshplay mobile registration with password and SMS, points and every salary', () => {
    const { features } = brand(deshplayFlags);
    expect(features).toMatchObject({
      mobileRegistration: true,
      usernameRegistration: true,
      mobileRegistrationWithPassword: true,
      registrationSmsVerification: true,
      defaultRegisterTab: 'mobile',
      smsLogin: true,
      pointsSystem: true,
      dividend: true,
      dailySalary: true,
      hourlySalary: true,
      realtimeSalary: true,
      agentTransfers: { downline: true, upline: true },
    });
    expect(registrationOptionsFor(features)).toEqual({
      method: 'mobile',
      smsVerification: true,
      mobilePassword: true,
    });
  });

  it('gives nova username registration only, no points system, only the daily salary', () => {
    const wl = brand(novaFlags);
    expect(wl.features).toMatchObject({
      mobileRegistration: false,
      usernameRegistration: true,
      defaultRegisterTab: 'username',
      smsLogin: false,
      pointsSystem: false,
      dividend: false,
      dailySalary: true,
      hourlySalary: false,
      realtimeSalary: false,
      agentTransfers: { downline: false, upline: false },
      appDownload: { ios: false, android: true, lite: false },
    });
    expect(wl.isEnabled('pointMall')).toBe(false);
    expect(wl.isEnabled('agentDividendRecordCopy2')).toBe(false);
    expect(() => registrationOptionsFor(wl.features, 'mobile')).toThrow(
      /mobile registration is switched off/,
    );
  });
});
