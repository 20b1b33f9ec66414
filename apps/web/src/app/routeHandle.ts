/** What each route of the table carries in its `handle` (read with `useMatches`). */
export interface RouteHandle {
  /** Route name: the spec's name (`home`, `member`, `live`, ...). A change of name hides the loader and scrolls up. */
  name: string;
  /** Game pages hide the side menu (spec 2: /seamless and the lottery paths). */
  gamePage?: boolean;
  /** True on the agent pages (/agent, /agentHome), which render without the player site's layout and popups. */
  agentArea?: boolean;
}
