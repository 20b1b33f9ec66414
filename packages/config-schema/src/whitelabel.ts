/**
 * Whitelabel helpers: the modId tree (spec section 3, permission info: `{modId, enabled: '1'|'0', childrenNodes}`)
 * -> a flag map -> `isEnabled(modId)` and the derived features the spec names (sections 2, 4 and 6). Browser-safe.
 *
 * Rules:
 * - a node is effectively on only when it and every ancestor are `'1'`: a disabled parent disables its subtree;
 * - a modId the tree does not list is off (fail closed: a feature nobody configured stays hidden);
 * - modIds are unique in a tree; a duplicate is a config error (`WhitelabelError`), since its flag would be ambiguous;
 * - whitelabel.json `flags` override node values by modId before flattening; a key naming no node is an error.
 */
import type { EnabledFlag, WhitelabelConfig, WhitelabelNode } from './types';

/** modIds the code reads. Keys are the feature names used in code; values are the ids in the tree. */
export const MOD_IDS = {
  /** Register button and popup (spec section 2, header: register only when DIRECTREG3 on). */
  directRegistration: 'DIRECTREG3',
  /** Username registration tab. */
  usernameRegistration: 'USERNAMEREG3',
  /** Mobile registration tab (default tab when on). */
  mobileRegistration: 'MOBILENUMREG3',
  /** Mobile registration also sets a password. */
  mobileRegistrationWithPassword: 'MOBREGPWD3',
  /** SMS verification on registration. */
  registrationSmsVerification: 'REGMOBVERF3',
  /** Login by SMS code (D6: only for a verified number). */
  smsLogin: 'SMSLOGIN3',
  /** One-click social login (OpenID Connect; a provider also needs brand config `integrations.social`). */
  socialLogin: 'SOCIALLOGIN3',
  socialLoginGoogle: 'socialGoogle',
  socialLoginFacebook: 'socialFacebook',
  /** Free play (trial accounts). */
  freePlay: 'FREEPLAY3',
  /** Forced password change (spec section 4; D2, D5). */
  forcedPasswordChange: 'FORCEPWDCHG3',
  /** Points system and points mall. */
  pointsSystem: 'PTSYS3',
  pointMall: 'pointMall',
  promotions: 'promotions',
  /** VIP bonus (side menu). */
  vip: 'playerRank',
  /** Bonus bets (side menu). */
  bonusBets: 'manualRebate',
  referAndEarn: 'referAndEarn',
  redEnvelope: 'redEnvelope',
  winnerBoard: 'winnerBoard',
  feedback: 'feedback',
  helpCenter: 'helpCenter',
  appDownload: 'appDownload',
  appIos: 'appIos',
  appAndroid: 'appAndroid',
  appLite: 'appLite',
  memberCenter: 'memberCenter',
  agentCenter: 'agentCenter',
  /** Contract types (agent center pages shown only when enabled). */
  dividend: 'DIVIDEND3',
  dailySalary: 'DAILYSAL3',
  hourlySalary: 'HOURSAL3',
  realtimeSalary: 'REALTIMESAL3',
  /** Agent transfers to downline or upline (D12). */
  agentTransfer: 'AGENTTRANSFER3',
  transferDownline: 'transferDownline',
  transferUpline: 'transferUpline',
} as const;

/**
 * Whitelabel nodes of features not built yet, with the feature area that will read them. Until that area wires a node,
 * no page, menu entry or API shows it, whatever its value: the node hides its (absent) entry. The whitelabel schema's
 * description lists them (schema/whitelabel.ts), and the flag-coverage test (apps/server/src/infra/brands/coverage.test.ts)
 * checks that nothing reads them yet and that every other node changes what a user or the API sees.
 */
export const NODES_OWNED_ELSEWHERE: Readonly<Record<string, string>> = {
  appLite: 'app download (the lite app link: the download entry offers the iOS and Android apps only)',
};

/** Features derived from the flags, as the site reads them. */
export interface WhitelabelFeatures {
  directRegistration: boolean;
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  mobileRegistrationWithPassword: boolean;
  registrationSmsVerification: boolean;
  /** The register popup's default tab: mobile when on (spec section 2), else username, else none. */
  defaultRegisterTab: 'mobile' | 'username' | null;
  smsLogin: boolean;
  socialLogin: { google: boolean; facebook: boolean };
  freePlay: boolean;
  forcedPasswordChange: boolean;
  pointsSystem: boolean;
  promotions: boolean;
  vip: boolean;
  bonusBets: boolean;
  referAndEarn: boolean;
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
  agentTransfers: { downline: boolean; upline: boolean };
  appDownload: { ios: boolean; android: boolean; lite: boolean };
}

/** A flattened tree with its queries. */
export interface Whitelabel {
  /** The tree after overrides. */
  tree: WhitelabelNode[];
  /** Effective on/off by modId (parents applied). */
  flags: Readonly<Record<string, boolean>>;
  /** True when `modId` is listed and it and all its ancestors are `'1'`; false otherwise. */
  isEnabled(modId: string): boolean;
  features: WhitelabelFeatures;
}

/** Raised for a duplicate modId or an override naming no node; `pointer` is inside whitelabel.json. */
export class WhitelabelError extends Error {
  constructor(
    readonly pointer: string,
    readonly expected: string,
    readonly found: string,
  ) {
    super(`whitelabel ${pointer}: expected ${expected}, found ${found}`);
    this.name = 'WhitelabelError';
  }
}

function walk(
  nodes: readonly WhitelabelNode[],
  pointer: string,
  visit: (node: WhitelabelNode, pointer: string, parentOn: boolean) => boolean,
  parentOn = true,
): void {
  nodes.forEach((node, i) => {
    const here = `${pointer}/${i}`;
    const on = visit(node, here, parentOn);
    walk(node.childrenNodes ?? [], `${here}/childrenNodes`, visit, on);
  });
}

/**
 * Lists modIds that occur more than once.
 * @param pointerBase JSON pointer of the tree array (default `/tree`, as in whitelabel.json).
 * @returns each duplicated modId with the pointers of all its nodes, in tree order.
 */
export function findDuplicateModIds(
  tree: readonly WhitelabelNode[],
  pointerBase = '/tree',
): { modId: string; pointers: string[] }[] {
  const at = new Map<string, string[]>();
  walk(tree, pointerBase, (node, pointer) => {
    at.set(node.modId, [...(at.get(node.modId) ?? []), pointer]);
    return true;
  });
  return [...at].filter(([, p]) => p.length > 1).map(([modId, pointers]) => ({ modId, pointers }));
}

/**
 * Applies whitelabel.json `flags` to the tree and returns a new tree (the input is not changed).
 * @throws WhitelabelError when a flag names no node of the tree.
 */
export function applyFlags(config: WhitelabelConfig): WhitelabelNode[] {
  const flags: Record<string, EnabledFlag> = config.flags ?? {};
  const used = new Set<string>();
  const copy = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => {
      const override = Object.hasOwn(flags, node.modId) ? flags[node.modId] : undefined;
      if (override !== undefined) used.add(node.modId);
      const out: WhitelabelNode = { modId: node.modId, enabled: override ?? node.enabled };
      if (node.childrenNodes) out.childrenNodes = copy(node.childrenNodes);
      return out;
    });
  const tree = copy(config.tree);
  for (const modId of Object.keys(flags)) {
    if (!used.has(modId))
      throw new WhitelabelError(`/flags/${modId}`, 'a modId that exists in the tree', JSON.stringify(modId));
  }
  return tree;
}

/**
 * Flattens the tree to effective flags: `{ [modId]: boolean }`, where a node is true only if it and all its
 * ancestors are `'1'`.
 * @throws WhitelabelError for a duplicate modId.
 */
export function flattenWhitelabel(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const duplicate = findDuplicateModIds(tree)[0];
  if (duplicate)
    throw new WhitelabelError(
      duplicate.pointers[1]!,
      `a modId used once (first at ${duplicate.pointers[0]})`,
      JSON.stringify(duplicate.modId),
    );
  const flags: Record<string, boolean> = {};
  walk(tree, '/tree', (node, _pointer, parentOn) => {
    const on = parentOn && node.enabled === '1';
    flags[node.modId] = on;
    return on;
  });
  return flags;
}

/**
 * The features the site reads, from an `isEnabled` query (spec section 2 header/side menu/agent center, section 4
 * registration, section 6 feature flags).
 */
export function deriveFeatures(isEnabled: (modId: string) => boolean): WhitelabelFeatures {
  const m = MOD_IDS;
  const reg = isEnabled(m.directRegistration);
  const username = reg && isEnabled(m.usernameRegistration);
  const mobile = reg && isEnabled(m.mobileRegistration);
  return {
    directRegistration: reg,
    usernameRegistration: username,
    mobileRegistration: mobile,
    mobileRegistrationWithPassword: mobile && isEnabled(m.mobileRegistrationWithPassword),
    registrationSmsVerification: reg && isEnabled(m.registrationSmsVerification),
    defaultRegisterTab: mobile ? 'mobile' : username ? 'username' : null,
    smsLogin: isEnabled(m.smsLogin),
    socialLogin: { google: isEnabled(m.socialLoginGoogle), facebook: isEnabled(m.socialLoginFacebook) },
    freePlay: isEnabled(m.freePlay),
    forcedPasswordChange: isEnabled(m.forcedPasswordChange),
    pointsSystem: isEnabled(m.pointsSystem),
    promotions: isEnabled(m.promotions),
    vip: isEnabled(m.vip),
    bonusBets: isEnabled(m.bonusBets),
    referAndEarn: isEnabled(m.referAndEarn),
    dividend: isEnabled(m.dividend),
    dailySalary: isEnabled(m.dailySalary),
    hourlySalary: isEnabled(m.hourlySalary),
    realtimeSalary: isEnabled(m.realtimeSalary),
    agentTransfers: { downline: isEnabled(m.transferDownline), upline: isEnabled(m.transferUpline) },
    appDownload: { ios: isEnabled(m.appIos), android: isEnabled(m.appAndroid), lite: isEnabled(m.appLite) },
  };
}

/**
 * Builds the whitelabel queries from a tree (as `/wps/system/status` sends it) or from whitelabel.json
 * (`{ tree, flags }`, flags applied first).
 * @throws WhitelabelError for a duplicate modId or an override naming no node.
 */
export function createWhitelabel(input: readonly WhitelabelNode[] | WhitelabelConfig): Whitelabel {
  const tree = Array.isArray(input) ? [...input] : applyFlags(input as WhitelabelConfig);
  const flags = flattenWhitelabel(tree);
  const isEnabled = (modId: string) => flags[modId] === true;
  return { tree, flags, isEnabled, features: deriveFeatures(isEnabled) };
}

/**
 * Registration options for `fieldSettingsToSchema` from the features and the tab the user picked.
 * @param method `mobile` or `username`; default: the default tab.
 * @throws Error when the chosen method is off for this brand.
 */
export function registrationOptionsFor(
  features: WhitelabelFeatures,
  method: 'username' | 'mobile' | undefined = features.defaultRegisterTab ?? undefined,
): { method: 'username' | 'mobile'; smsVerification: boolean; mobilePassword: boolean } {
  if (method === undefined) throw new Error('registration is switched off for this brand');
  const on = method === 'mobile' ? features.mobileRegistration : features.usernameRegistration;
  if (!on) throw new Error(`${method} registration is switched off for this brand`);
  return {
    method,
    smsVerification: features.registrationSmsVerification,
    mobilePassword: features.mobileRegistrationWithPassword,
  };
}
