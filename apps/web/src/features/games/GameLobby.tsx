import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Pager, Stack, TextField } from '@playdeck/ui';
import type { GameFilter } from '@playdeck/api-client/games';
import { usePopup } from '../../shared/popups/popups';
import { useToken } from '../../shared/session/session';
import { useGameList, useVendors } from './api';
import { GameGrid } from './GameGrid';
import { filterMessage, gamesMessages, gamesValueMessages } from './messages';
import { useDebouncedValue } from './useDebouncedValue';
import { VendorGamesPopup } from './VendorGamesPopup';
import * as styles from './games.css';

/** Filters of the brand config (spec 3), kept here so the page does not bundle the TypeBox schemas. */
const GAME_FILTERS: readonly GameFilter[] = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'];

const isFilter = (v: string | null): v is GameFilter =>
  !!v && (GAME_FILTERS as readonly string[]).includes(v);

/** The `?page=` query as a page number: a positive whole number, else 1. */
const pageOf = (raw: string | null): number => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1);

/**
 * The game-list centre (spec 2: /live /fish /rng /pvp /bgs /inHouse): vendor chips selected by `?vassalage=`,
 * filters NEW FAV ALL HOT RECENT (`?filter=`; FAV and RECENT ask visitors to log in), a debounced search box
 * (`?q=`, written once typing pauses, replacing the history entry), 24 games per page with the Pager (`?page=`,
 * one history entry per page; reset when the vendor, filter or search changes), loaders, empty and error states,
 * and the vendor game-list popup. The URL is the lobby's state: back/forward, reload and a shared link restore
 * the same vendor, filter, search and page.
 */
export function GameLobby({ gameType, title }: { gameType: string; title: string }) {
  const intl = useIntl();
  const token = useToken();
  const { open } = usePopup();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const rawFilter = params.get('filter');
  const filter: GameFilter = isFilter(rawFilter) ? rawFilter : 'ALL';
  const query = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [search, setSearch] = useState(query);
  const debounced = useDebouncedValue(search.trim());
  // The search last written to or read from the URL: a different `?q=` comes from back/forward or a link.
  const synced = useRef(query);
  useEffect(() => {
    if (query === synced.current) return;
    synced.current = query;
    setSearch(query);
  }, [query]);
  // Writes the settled search only when it changes (setParams changes with every URL, back/forward included).
  const settled = useRef(debounced);
  useEffect(() => {
    if (debounced === settled.current) return;
    settled.current = debounced;
    if (debounced === synced.current) return;
    synced.current = debounced;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);
  const vendors = useVendors(gameType);
  const personal = filter === 'FAV' || filter === 'RECENT';
  const list = useGameList(
    personal && !token
      ? null
      : { gameType, vassalage, filter, search: query, pageNo: page, language: intl.locale },
  );

  /** Sets one query parameter; any change but the page itself starts again at page 1. */
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const chooseFilter = (f: GameFilter) => {
    if ((f === 'FAV' || f === 'RECENT') && !token) {
      open('login');
      return;
    }
    setParam('filter', f === 'ALL' ? null : f);
  };

  return (
    <Stack gap={4}>
      <ul className={styles.chips} aria-label={intl.formatMessage(gamesMessages.vendors)}>
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={!vassalage}
            onClick={() => setParam('vassalage', null)}
          >
            <FormattedMessage {...gamesMessages.allVendors} />
          </button>
        </li>
        {(vendors.data ?? []).map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={vassalage === v.vassalage}
              onClick={() => setParam('vassalage', v.vassalage)}
            >
              {v.displayName}
            </button>
          </li>
        ))}
      </ul>
      <ul className={styles.chips} aria-label={intl.formatMessage(gamesMessages.filters)}>
        {GAME_FILTERS.map((f) => (
          <li key={f}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={filter === f}
              onClick={() => chooseFilter(f)}
            >
              <FormattedMessage {...filterMessage(f)} />
            </button>
          </li>
        ))}
      </ul>
      <TextField
        type="search"
        label={<FormattedMessage {...gamesMessages.search} />}
        hint={<FormattedMessage {...gamesMessages.searchHint} />}
        value={search}
        maxLength={64}
        autoComplete="off"
        onChange={(e) => setSearch(e.target.value)}
      />
      <GameGrid
        games={personal && !token ? [] : list.data?.games}
        loading={list.isValidating}
        error={list.error}
        onRetry={() => void list.mutate()}
        label={title}
        emptyDescription={
          query ? (
            <FormattedMessage {...gamesValueMessages.emptySearch} values={{ search: query }} />
          ) : undefined
        }
      />
      <Pager
        pageCount={list.data?.totalPages ?? 0}
        page={page}
        onPageChange={(p) => {
          setParam('page', p > 1 ? String(p) : null);
          window.scrollTo?.(0, 0);
        }}
      />
      <VendorGamesPopup />
    </Stack>
  );
}
