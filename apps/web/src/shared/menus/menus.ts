/**
 * The site's menus come from the brand's config (vendors.json `menus`, served in the status info; docs/architecture.md "Menus
 * and feature visibility come only from the whitelabel tree ... Config may order, hide and label; it cannot invent
 * routes: route ids live in code"). This module holds the shared rules; each menu keeps its own table of the route
 * ids it can render (target and label), never a list of entries:
 * - entries keep their config order; a route shows at most once per menu (the first entry wins);
 * - an entry is shown only when its `modId` is on with all its ancestors (a modId the tree lacks is off), else, with
 *   no `modId`, when the route's own gate in the menu's table (if any) is on;
 * - an entry whose route the menu cannot render is left out (config validation already refuses unknown routes; a
 *   route known to one menu may still mean nothing in another, e.g. `signOut` in the footer);
 * - `labelId` relabels an entry with a message of the site's catalogue the menu knows; an unknown id keeps the
 *   route's label (config may relabel, never invent texts).
 */
import type { MessageDescriptor } from 'react-intl';
import type { MenuEntry, Menus } from '@playdeck/api-client/schemas';

export type { MenuEntry, Menus };

/** How a menu renders one route id: its label, and the whitelabel gate used when the entry names no modId. */
export interface MenuRoute {
  label: MessageDescriptor;
  modId?: string;
}

/** A shown entry: the route id, its table row and the label to show (the override, else the route's). */
export type ResolvedEntry<R extends MenuRoute> = { route: string; def: R; label: MessageDescriptor };

/**
 * The entries of `entries` a menu shows, in config order (see the module doc for the rules).
 * @param table the routes the menu can render, by route id.
 * @param isEnabled whitelabel check (the modId and all its ancestors on).
 * @param show extra per-route condition (vendors loaded, a page built, a URL configured, the member an agent...).
 */
export function resolveMenu<R extends MenuRoute>(
  entries: readonly MenuEntry[],
  table: Readonly<Record<string, R>>,
  isEnabled: (modId: string) => boolean,
  show: (route: string, def: R) => boolean = () => true,
): ResolvedEntry<R>[] {
  const out: ResolvedEntry<R>[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.route) || !Object.hasOwn(table, entry.route)) continue;
    const def = table[entry.route]!;
    const gate = entry.modId ?? def.modId;
    if (gate !== undefined && !isEnabled(gate)) continue;
    if (!show(entry.route, def)) continue;
    seen.add(entry.route);
    out.push({ route: entry.route, def, label: labelOf(entry.labelId, table) ?? def.label });
  }
  return out;
}

/** The label message named `labelId` among the labels of `table`, or undefined. */
function labelOf(
  labelId: string | undefined,
  table: Readonly<Record<string, MenuRoute>>,
): MessageDescriptor | undefined {
  if (!labelId) return undefined;
  return Object.values(table).find((r) => r.label.id === labelId)?.label;
}
