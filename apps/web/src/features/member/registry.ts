/**
 * The member-center page registry (spec 2 "Member center pages (default: securityCenter)"). Page names are the
 * spec's; each issue that builds a page registers it here (`registerMemberPage`), and the menu shows the registered
 * pages the brand's `menus.memberCenter` lists, in its order, whose whitelabel flag is on. Red count badges show on missionLeaderboard, messageV2 and
 * rewardCenter when their count is above 0.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MEMBER_CENTER_PAGES } from '@playdeck/config-schema/schema/vendors';

/**
 * Member-center page names (spec 2 "Member center pages"): route ids that live in code, listed once in
 * @playdeck/config-schema (`MEMBER_CENTER_PAGES`). The menu's order and which pages it lists come from the brand's
 * vendors.json `menus.memberCenter` ({@link visibleMemberPages}).
 */
export type MemberPageName = (typeof MEMBER_CENTER_PAGES)[number];

/** The default page (spec 2). */
export const DEFAULT_MEMBER_PAGE: MemberPageName = 'securityCenter';

/** Pages that carry a red count badge when their count is above 0 (spec 2). */
export const BADGE_PAGES: readonly MemberPageName[] = ['missionLeaderboard', 'messageV2', 'rewardCenter'];

/** A registered page. */
export interface MemberPageDef {
  name: MemberPageName;
  /** Whitelabel modId gating the entry (default: the page name; e.g. transferUpline sits under AGENTTRANSFER3). */
  modId?: string;
  /** The panel, a lazy chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** Hook giving the badge count (only read for the badge pages); undefined while unknown. */
  useBadgeCount?: () => number | undefined;
}

/** A registered page with its lazy panel component (made once, at registration). */
export interface RegisteredMemberPage extends MemberPageDef {
  Panel: LazyExoticComponent<ComponentType>;
}

const registry = new Map<MemberPageName, RegisteredMemberPage>();

/** Registers (or replaces) a page. Call at module load, before the member center renders. */
export function registerMemberPage(def: MemberPageDef): void {
  registry.set(def.name, { ...def, Panel: lazy(def.load) });
}

/** Registered pages, in registration order (the menu orders them by config). */
export function registeredMemberPages(): RegisteredMemberPage[] {
  return [...registry.values()];
}

/** Test hook: forgets every registration. */
export function clearMemberPages(): void {
  registry.clear();
}

/**
 * The pages the menu shows, in the order of the brand's `menus.memberCenter` entries (docs/architecture.md "Config may
 * order, hide and label"): an entry shows its registered page when the entry's modId (else the page's own gate, else
 * the page name) is on with all its ancestors; an entry naming no registered page, or a page already listed, is left
 * out. A registered page that config does not list is not shown.
 */
export function visibleMemberPages<T extends MemberPageDef>(
  entries: readonly { route: string; modId?: string }[],
  defs: readonly T[],
  isEnabled: (modId: string) => boolean,
): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    const d = defs.find((x) => x.name === entry.route);
    if (!d || out.includes(d) || !isEnabled(entry.modId ?? d.modId ?? d.name)) continue;
    out.push(d);
  }
  return out;
}

/** The badge of a page: its count when the page is a badge page and the count is above 0, else null. */
export function badgeFor(name: MemberPageName, count: number | undefined): number | null {
  return BADGE_PAGES.includes(name) && count !== undefined && count > 0 ? count : null;
}

/**
 * The page to show for `?page=`: the requested one when visible, else securityCenter when visible, else the first
 * visible page, else null (nothing to show).
 */
export function resolveMemberPage(
  requested: string | null,
  visible: readonly MemberPageDef[],
): MemberPageName | null {
  const names = visible.map((d) => d.name as string);
  if (requested && names.includes(requested)) return requested as MemberPageName;
  if (names.includes(DEFAULT_MEMBER_PAGE)) return DEFAULT_MEMBER_PAGE;
  return (visible[0]?.name as MemberPageName | undefined) ?? null;
}
