/**
 * Checks JSON Schema cannot express, run on a merged brand that already passed its schema. Each returns problems
 * with pointers in the merged config (loadBrands maps them to files). Browser-safe (pure; reads tokens/*.json).
 *
 * - identity: `id` equals the folder name; `defaultLanguage` is one of `languages` (spec section 3: default BN,
 *   languages BN and EN); `timezone` is an IANA zone this runtime knows; `currency.exponent` is the ISO 4217 minor
 *   unit; phone countries are unique; consultation `open` is before `close`;
 * - theme: palette steps, radius names and font stacks exist in tokens/*.json; the text/background and UI pairs of
 *   `@playdeck/ui`'s `contrastPairs` reach WCAG 2.2 AA in light and in dark (4.5:1 text, SC 1.4.3; 3:1 UI parts and
 *   large text, SC 1.4.11), by the same `checkThemeContrast` the ui package's test holds shipped brands to;
 * - licence: every offered language has a licence text (spec section 3: the footer shows the licence in the page's
 *   language);
 * - whitelabel: modIds unique; `flags` name existing nodes;
 * - registration: every field passes `checkFieldSetting` (patternId known, minLength <= maxLength, required implies
 *   enabled, acceptedPattern compiles) and the fields the enabled registration methods need are enabled;
 * - vendors: menu modIds exist in the tree; lane cards and groups use vendors the lane's game type offers;
 * - content: ids unique per list; promotions name existing categories; dates are real; `endsAt` after `startsAt`;
 * - every localized text has the default language;
 * - site and server: maintenance `from` before `until`; SMS countries among `phoneCountries`; a country not both
 *   allowed and denied.
 * - realityCheck: `defaultMinutes` is one of `intervalsMinutes`;
 * - payments: deposit method ids unique; `minMinor <= maxMinor` (methods and withdrawal); a method's fee below its
 *   maximum (a deposit must credit more than nothing).
 */
import palette from '../../../tokens/palette.json';
import radius from '../../../tokens/radius.json';
import typography from '../../../tokens/typography.json';
import { checkThemeContrast } from '@playdeck/ui/theme/contrast';
import { BrandThemeError, type BrandTheme } from '@playdeck/ui/theme/brandTheme';
import type { MergedProblem } from './problems';
import { RegistrationConfigError, checkFieldSetting } from './registration';
import { LANGUAGE_PATTERN, type JsonSchema } from './schema/common';
import { brandSchema } from './schema';
import { COLOR_ROLES, FONT_ROLES, RADIUS_ROLES } from '@playdeck/domain/theme';
import { REGISTER_FIELDS } from './schema/register';
import { type Located, childSchema, deref, escapePointer, isObject, itemSchema } from './schemaWalk';
import type { BrandConfig, MenuEntry, WhitelabelNode } from './types';
import { applyFlags, createWhitelabel, findDuplicateModIds, WhitelabelError } from './whitelabel';

const PALETTE_REF = /^([a-z]+)\.([0-9]{1,4})$/;

function checkSiteAndServer(c: BrandConfig, out: MergedProblem[]): void {
  const { from, until } = c.site.maintenance;
  if (from && until && Date.parse(from) >= Date.parse(until))
    out.push({
      pointer: '/site/maintenance/until',
      expected: `a time after "from" (${from})`,
      found: JSON.stringify(until),
    });
  const phone = c.phoneCountries.map((p) => p.countryCode);
  c.server.sms.allowedCountries?.forEach((cc, i) => {
    if (!phone.includes(cc))
      out.push({
        pointer: `/server/sms/allowedCountries/${i}`,
        expected: `one of the brand's phone countries (${phone.map((p) => JSON.stringify(p)).join(', ')})`,
        found: JSON.stringify(cc),
      });
  });
  c.server.region.deny.forEach((cc, i) => {
    if (c.server.region.allow.includes(cc))
      out.push({
        pointer: `/server/region/deny/${i}`,
        expected: 'a country not also in /server/region/allow',
        found: JSON.stringify(cc),
      });
  });
}

function checkRealityCheck(c: BrandConfig, out: MergedProblem[]): void {
  const r = c.realityCheck;
  if (!r.intervalsMinutes.includes(r.defaultMinutes))
    out.push({
      pointer: '/realityCheck/defaultMinutes',
      expected: `one of intervalsMinutes (${r.intervalsMinutes.join(', ')})`,
      found: JSON.stringify(r.defaultMinutes),
    });
}

/**
 * Red-envelope rounds (schema/redEnvelope.ts; docs/decisions.md D33): ids unique, exactly one kind of window (dated
 * `start` < `end`, or `daily` with `open` <= `close`), `minMinor` <= `maxMinor` <= `poolMinor`.
 */
function checkRedEnvelopes(c: BrandConfig, out: MergedProblem[]): void {
  const seen = new Set<string>();
  (c.redEnvelope?.rounds ?? []).forEach((r, i) => {
    const at = `/redEnvelope/rounds/${i}`;
    if (seen.has(r.id))
      out.push({ pointer: `${at}/id`, expected: 'a round id not listed before', found: r.id });
    seen.add(r.id);
    const dated = r.start !== undefined || r.end !== undefined;
    if (dated === (r.daily !== undefined) || (dated && (!r.start || !r.end)))
      out.push({
        pointer: at,
        expected: 'either "start" and "end" (one window) or "daily" (one window a day), not both',
        found: JSON.stringify({ start: r.start, end: r.end, daily: r.daily }),
      });
    else if (dated && Date.parse(r.start!) >= Date.parse(r.end!))
      out.push({ pointer: `${at}/end`, expected: `an instant after start (${r.start})`, found: r.end! });
    else if (r.daily && r.daily.open > r.daily.close)
      out.push({
        pointer: `${at}/daily/close`,
        expected: `a time at or after open (${r.daily.open}); a window does not cross midnight`,
        found: r.daily.close,
      });
    if (BigInt(r.minMinor) > BigInt(r.maxMinor))
      out.push({
        pointer: `${at}/maxMinor`,
        expected: `at least minMinor (${r.minMinor})`,
        found: r.maxMinor,
      });
    else if (BigInt(r.maxMinor) > BigInt(r.poolMinor))
      out.push({
        pointer: `${at}/poolMinor`,
        expected: `at least maxMinor (${r.maxMinor})`,
        found: r.poolMinor,
      });
  });
}

/**
 * Leaderboard competitions (schema/leaderboard.ts; docs/decisions.md D38): ids unique, `start` < `end`, each prize
 * range `fromRank` <= `toRank` and no two ranges sharing a rank.
 */
function checkLeaderboard(c: BrandConfig, out: MergedProblem[]): void {
  const seen = new Set<string>();
  (c.leaderboard?.competitions ?? []).forEach((x, i) => {
    const at = `/leaderboard/competitions/${i}`;
    if (seen.has(x.id))
      out.push({ pointer: `${at}/id`, expected: 'a competition id not listed before', found: x.id });
    seen.add(x.id);
    if (Date.parse(x.start) >= Date.parse(x.end))
      out.push({ pointer: `${at}/end`, expected: `an instant after start (${x.start})`, found: x.end });
    const taken = new Set<number>();
    x.prizes.forEach((p, j) => {
      if (p.fromRank > p.toRank)
        out.push({
          pointer: `${at}/prizes/${j}/toRank`,
          expected: `a rank at or after fromRank (${p.fromRank})`,
          found: String(p.toRank),
        });
      for (let r = p.fromRank; r <= p.toRank; r++) {
        if (taken.has(r)) {
          out.push({
            pointer: `${at}/prizes/${j}`,
            expected: 'a rank range no other prize of the competition covers',
            found: `rank ${r}`,
          });
          break;
        }
        taken.add(r);
      }
    });
  });
}

/**
 * Missions (schema/missions.ts; docs/decisions.md D37): ids unique; `category` and `gameType` only on turnover and
 * rounds missions, and not both; a login streak of a daily mission is at most 1 day, of a weekly one at most 7.
 */
function checkMissions(c: BrandConfig, out: MergedProblem[]): void {
  const seen = new Set<string>();
  (c.missions?.items ?? []).forEach((m, i) => {
    const at = `/missions/items/${i}`;
    if (seen.has(m.id))
      out.push({ pointer: `${at}/id`, expected: 'a mission id not listed before', found: m.id });
    seen.add(m.id);
    const filtered = m.category !== undefined || m.gameType !== undefined;
    if (filtered && m.kind !== 'turnover' && m.kind !== 'rounds')
      out.push({
        pointer: at,
        expected: 'category or gameType only on a turnover or rounds mission',
        found: JSON.stringify({ kind: m.kind, category: m.category, gameType: m.gameType }),
      });
    else if (m.category !== undefined && m.gameType !== undefined)
      out.push({
        pointer: at,
        expected: 'either category or gameType, not both',
        found: JSON.stringify({ category: m.category, gameType: m.gameType }),
      });
    const days = m.period === 'daily' ? 1n : 7n;
    if (m.kind === 'loginStreak' && BigInt(m.target) > days)
      out.push({
        pointer: `${at}/target`,
        expected: `at most ${days} day(s) in a row inside a ${m.period} window`,
        found: m.target,
      });
  });
}

function checkPayments(c: BrandConfig, out: MergedProblem[]): void {
  const p = c.payments;
  const seen = new Map<string, number>();
  p.depositMethods.forEach((m, i) => {
    const first = seen.get(m.id);
    if (first !== undefined)
      out.push({
        pointer: `/payments/depositMethods/${i}/id`,
        expected: `a method id not listed before (already at /payments/depositMethods/${first})`,
        found: JSON.stringify(m.id),
      });
    else seen.set(m.id, i);
    if (BigInt(m.minMinor) > BigInt(m.maxMinor))
      out.push({
        pointer: `/payments/depositMethods/${i}/maxMinor`,
        expected: `at least minMinor (${m.minMinor})`,
        found: JSON.stringify(m.maxMinor),
      });
    if (BigInt(m.feeMinor) >= BigInt(m.maxMinor))
      out.push({
        pointer: `/payments/depositMethods/${i}/feeMinor`,
        expected: `less than maxMinor (${m.maxMinor})`,
        found: JSON.stringify(m.feeMinor),
      });
  });
  if (BigInt(p.withdrawal.minMinor) > BigInt(p.withdrawal.maxMinor))
    out.push({
      pointer: '/payments/withdrawal/maxMinor',
      expected: `at least minMinor (${p.withdrawal.minMinor})`,
      found: JSON.stringify(p.withdrawal.maxMinor),
    });
}

function checkIdentity(c: BrandConfig, folder: string | undefined, out: MergedProblem[]): void {
  if (folder !== undefined && c.id !== folder)
    out.push({ pointer: '/id', expected: `the folder name "${folder}"`, found: JSON.stringify(c.id) });
  if (!c.languages.includes(c.defaultLanguage))
    out.push({
      pointer: '/defaultLanguage',
      expected: `one of the offered languages (${c.languages.map((l) => JSON.stringify(l)).join(', ')})`,
      found: JSON.stringify(c.defaultLanguage),
    });
  try {
    new Intl.DateTimeFormat('en', { timeZone: c.timezone });
  } catch {
    out.push({
      pointer: '/timezone',
      expected: 'an IANA time zone such as "Asia/Dhaka"',
      found: JSON.stringify(c.timezone),
    });
  }
  const iso = new Intl.NumberFormat('en', { style: 'currency', currency: c.currency.code }).resolvedOptions()
    .maximumFractionDigits;
  if (iso !== undefined && iso !== c.currency.exponent)
    out.push({
      pointer: '/currency/exponent',
      expected: `${iso} (the ISO 4217 minor unit of ${c.currency.code})`,
      found: String(c.currency.exponent),
    });
  const countries = new Map<string, number>();
  c.phoneCountries.forEach((p, i) => {
    const first = countries.get(p.countryCode);
    if (first !== undefined)
      out.push({
        pointer: `/phoneCountries/${i}/countryCode`,
        expected: `a country not listed before (already at /phoneCountries/${first})`,
        found: JSON.stringify(p.countryCode),
      });
    else countries.set(p.countryCode, i);
  });
  if (c.agentConsultation.open >= c.agentConsultation.close)
    out.push({
      pointer: '/agentConsultation/close',
      expected: `a time after open (${c.agentConsultation.open})`,
      found: JSON.stringify(c.agentConsultation.close),
    });
}

function checkTheme(c: BrandConfig, out: MergedProblem[]): void {
  const ramps = palette as unknown as Record<string, Record<string, string> | string>;
  const color = (pointer: string, value: string) => {
    const ref = PALETTE_REF.exec(value);
    if (!ref) return;
    const ramp = ramps[ref[1]!];
    if (typeof ramp !== 'object' || !(ref[2]! in ramp))
      out.push({
        pointer,
        expected: 'a palette step that exists in tokens/palette.json',
        found: JSON.stringify(value),
      });
  };
  for (const role of COLOR_ROLES) color(`/theme/light/${role}`, c.theme.light[role]);
  for (const [role, value] of Object.entries(c.theme.dark ?? {}))
    if (value) color(`/theme/dark/${role}`, value);
  for (const role of RADIUS_ROLES) {
    const name: string = c.theme.radius[role];
    if (name.startsWith('$') || !(name in radius))
      out.push({
        pointer: `/theme/radius/${role}`,
        expected: `a radius from tokens/radius.json (${Object.keys(radius)
          .filter((k) => !k.startsWith('$'))
          .join(', ')})`,
        found: JSON.stringify(name),
      });
  }
  for (const role of FONT_ROLES) {
    const name = c.theme.font[role];
    if (!(name in typography.fontFamily))
      out.push({
        pointer: `/theme/font/${role}`,
        expected: `a font stack from tokens/typography.json (${Object.keys(typography.fontFamily).join(', ')})`,
        found: JSON.stringify(name),
      });
  }
}

/**
 * WCAG 2.2 AA contrast of the theme's role pairs in light and dark (`checkThemeContrast`). The pointer names the
 * colour to change: the foreground role where it is set for that mode, else the background role the dark override
 * sets, else the light foreground (which dark inherits). Run only on a theme whose colours all resolve.
 */
function checkContrast(c: BrandConfig, out: MergedProblem[]): void {
  const theme = c.theme as unknown as BrandTheme;
  for (const f of checkThemeContrast(c.id, theme)) {
    const where = (role: string) =>
      f.mode === 'dark' && theme.dark?.[role as keyof BrandTheme['light']] !== undefined
        ? `/theme/dark/${role}`
        : `/theme/light/${role}`;
    const fgPointer = where(f.fg);
    const bgPointer = where(f.bg);
    const pointer =
      f.mode === 'dark' && !fgPointer.startsWith('/theme/dark/') && bgPointer.startsWith('/theme/dark/')
        ? bgPointer
        : fgPointer;
    const rule = f.min >= 4.5 ? 'SC 1.4.3, text' : 'SC 1.4.11, UI parts and large text';
    out.push({
      pointer,
      expected: `${f.fg} on ${f.bg} in ${f.mode} mode at least ${f.min}:1 (WCAG 2.2 AA ${rule})`,
      found: `${f.ratio}:1`,
    });
  }
}

/** Every offered language has a non-empty licence text. */
function checkLicence(c: BrandConfig, out: MergedProblem[]): void {
  const license = c.license as Record<string, string | undefined>;
  for (const lang of c.languages) {
    const text = license[lang];
    if (typeof text === 'string' && text.trim()) continue;
    out.push({
      pointer: text === undefined ? '/license' : `/license/${escapePointer(lang)}`,
      expected: `a licence text for every offered language (${JSON.stringify(lang)} has none)`,
      found:
        text === undefined
          ? `texts for ${
              Object.keys(license)
                .map((k) => JSON.stringify(k))
                .join(', ') || 'no language'
            }`
          : JSON.stringify(text),
    });
  }
}

function checkWhitelabel(c: BrandConfig, out: MergedProblem[]): WhitelabelNode[] | undefined {
  let failed = false;
  // Pointers in the message are whitelabel.json's own (`/tree/...`); the problem's pointer is mapped to the file.
  for (const dup of findDuplicateModIds(c.whitelabel.tree, '/tree')) {
    failed = true;
    for (const pointer of dup.pointers.slice(1))
      out.push({
        pointer: `/whitelabel${pointer}/modId`,
        expected: `a modId used once in the tree (first at ${dup.pointers[0]})`,
        found: JSON.stringify(dup.modId),
      });
  }
  try {
    const tree = applyFlags(c.whitelabel);
    return failed ? undefined : tree;
  } catch (error) {
    if (!(error instanceof WhitelabelError)) throw error;
    out.push({ pointer: `/whitelabel${error.pointer}`, expected: error.expected, found: error.found });
    return undefined;
  }
}

function checkRegister(c: BrandConfig, tree: WhitelabelNode[] | undefined, out: MergedProblem[]): void {
  for (const field of REGISTER_FIELDS) {
    try {
      checkFieldSetting(field, c.register.fields[field]);
    } catch (error) {
      if (!(error instanceof RegistrationConfigError)) throw error;
      out.push({ pointer: `/register${error.pointer}`, expected: error.expected, found: error.found });
    }
  }
  if (!tree) return;
  const { features } = createWhitelabel(tree);
  const needs = new Map<'username' | 'password' | 'mobileNum', string[]>();
  const need = (field: 'username' | 'password' | 'mobileNum', flag: string) =>
    needs.set(field, [...(needs.get(field) ?? []), flag]);
  if (features.usernameRegistration) {
    need('username', 'USERNAMEREG3');
    need('password', 'USERNAMEREG3');
  }
  if (features.mobileRegistration) need('mobileNum', 'MOBILENUMREG3');
  if (features.mobileRegistrationWithPassword) need('password', 'MOBREGPWD3');
  if (features.registrationSmsVerification) need('mobileNum', 'REGMOBVERF3');
  for (const [field, flags] of needs) {
    if (!c.register.fields[field].enabled)
      out.push({
        pointer: `/register/fields/${field}/enabled`,
        expected: `true (needed by whitelabel ${flags.join(', ')})`,
        found: 'false',
      });
  }
}

function checkVendors(c: BrandConfig, tree: WhitelabelNode[] | undefined, out: MergedProblem[]): void {
  if (tree) {
    const { flags } = createWhitelabel(tree);
    for (const [menu, entries] of Object.entries(c.vendors.menus) as [string, MenuEntry[]][]) {
      entries.forEach((entry, i) => {
        if (entry.modId !== undefined && !(entry.modId in flags))
          out.push({
            pointer: `/vendors/menus/${menu}/${i}/modId`,
            expected: 'a modId that exists in the whitelabel tree',
            found: JSON.stringify(entry.modId),
          });
      });
    }
  }
}

function uniqueIds(list: readonly { id: string }[], pointer: string, out: MergedProblem[]): void {
  const first = new Map<string, number>();
  list.forEach((item, i) => {
    const at = first.get(item.id);
    if (at !== undefined)
      out.push({
        pointer: `${pointer}/${i}/id`,
        expected: `an id not used before in this list (already at ${pointer}/${at})`,
        found: JSON.stringify(item.id),
      });
    else first.set(item.id, i);
  });
}

function realDate(value: string): boolean {
  const [date] = value.split('T');
  const [y, m, d] = date!.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === m - 1 &&
    probe.getUTCDate() === d &&
    !Number.isNaN(Date.parse(value))
  );
}

function checkContent(c: BrandConfig, out: MergedProblem[]): void {
  const content = c.content;
  uniqueIds(content.announcements, '/content/announcements', out);
  uniqueIds(content.notices, '/content/notices', out);
  uniqueIds(content.popups, '/content/popups', out);
  uniqueIds(content.promotions.categories, '/content/promotions/categories', out);
  uniqueIds(content.promotions.items, '/content/promotions/items', out);
  uniqueIds(content.helpCenter.sections, '/content/helpCenter/sections', out);
  uniqueIds(content.agent.landing.sections, '/content/agent/landing/sections', out);
  uniqueIds(content.agent.announcements, '/content/agent/announcements', out);
  const categories = new Set(content.promotions.categories.map((x) => x.id));
  content.promotions.items.forEach((item, i) => {
    if (!categories.has(item.categoryId))
      out.push({
        pointer: `/content/promotions/items/${i}/categoryId`,
        expected: 'an id of content/promotions.json categories',
        found: JSON.stringify(item.categoryId),
      });
    if (item.startsAt && item.endsAt && Date.parse(item.endsAt) <= Date.parse(item.startsAt))
      out.push({
        pointer: `/content/promotions/items/${i}/endsAt`,
        expected: `a time after startsAt (${item.startsAt})`,
        found: JSON.stringify(item.endsAt),
      });
  });
  const dates: [string, string][] = [
    ...content.notices.map((n, i): [string, string] => [`/content/notices/${i}/time`, n.time]),
    ...content.promotions.items.flatMap((p, i) =>
      (['startsAt', 'endsAt'] as const)
        .filter((k) => p[k] !== undefined)
        .map((k): [string, string] => [`/content/promotions/items/${i}/${k}`, p[k]!]),
    ),
  ];
  for (const [pointer, value] of dates)
    if (!realDate(value))
      out.push({ pointer, expected: 'a real calendar date-time', found: JSON.stringify(value) });
}

function isLocalizedText(schema: JsonSchema): boolean {
  const names = schema.propertyNames;
  return schema.type === 'object' && isObject(names) && names.pattern === LANGUAGE_PATTERN;
}

/** Every localized text (found through the schema) must have the brand's default language. */
function checkLocalizedTexts(c: BrandConfig, out: MergedProblem[]): void {
  const visit = (value: unknown, loc: Located | undefined, pointer: string) => {
    if (!loc) return;
    const here = deref(loc);
    if (isLocalizedText(here.schema)) {
      if (isObject(value) && !(c.defaultLanguage in value))
        out.push({
          pointer,
          expected: `a text for the default language "${c.defaultLanguage}"`,
          found: `texts for ${
            Object.keys(value)
              .map((k) => JSON.stringify(k))
              .join(', ') || 'no language'
          }`,
        });
      return;
    }
    if (Array.isArray(value)) {
      const items = itemSchema(here);
      value.forEach((v, i) => visit(v, items, `${pointer}/${i}`));
    } else if (isObject(value)) {
      for (const [k, v] of Object.entries(value))
        visit(v, childSchema(here, k), `${pointer}/${escapePointer(k)}`);
    }
  };
  visit(c, { schema: brandSchema, doc: brandSchema }, '');
}

/**
 * Runs every check above on a schema-valid merged brand.
 * @param folder the brand's folder name, when loaded from disk (the id must equal it).
 * @returns problems in merged-config pointers, in check order.
 */
export function checkBrandSemantics(config: BrandConfig, folder?: string): MergedProblem[] {
  const out: MergedProblem[] = [];
  checkIdentity(config, folder, out);
  checkSiteAndServer(config, out);
  checkPayments(config, out);
  checkRealityCheck(config, out);
  checkRedEnvelopes(config, out);
  checkLeaderboard(config, out);
  checkMissions(config, out);
  const beforeTheme = out.length;
  checkTheme(config, out);
  // Contrast needs every colour to resolve: only on a theme that passed the palette checks.
  if (out.length === beforeTheme) {
    try {
      checkContrast(config, out);
    } catch (e) {
      if (!(e instanceof BrandThemeError)) throw e;
      out.push({
        pointer: `/theme/${e.path.replaceAll('.', '/')}`,
        expected: 'a palette step (e.g. teal.600) or a CSS colour',
        found: e.message,
      });
    }
  }
  checkLicence(config, out);
  const tree = checkWhitelabel(config, out);
  checkRegister(config, tree, out);
  checkVendors(config, tree, out);
  checkContent(config, out);
  checkLocalizedTexts(config, out);
  return out;
}
