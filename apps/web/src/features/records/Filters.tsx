import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Select, Text } from '@playdeck/ui';
import { GAME_TYPES } from '@playdeck/domain/games';
import { categoryMessage, categoryOfGameType } from '../../shared/games/categories';
import { useGameMenus } from '../../shared/games/useGameMenus';
import { DATE_PRESETS, presetRange, type DatePreset } from '../../shared/format/dates';
import { useBrandDateTime } from '../../shared/format/useMoney';
import type { RecordFilter } from './api';
import { recordsMessages as m, recordsValues as v } from './messages';
import * as styles from './records.css';
import { datePresetMessages } from '../../shared/format/datePresetMessages';

/** The label of a game type (its category name; the code itself when there is none). */
export function useGameTypeLabel() {
  const intl = useIntl();
  return (gameType: string | null) => {
    if (!gameType) return intl.formatMessage(m.otherGames);
    const c = categoryOfGameType(gameType);
    return c ? intl.formatMessage(categoryMessage(c.name)) : gameType;
  };
}

/**
 * Filter state of the record pages: game type, vendor and a date preset (today, yesterday, last 7 days, last 30
 * days) whose days are the brand's calendar days. The range is fixed when the preset is chosen, so the SWR key stays
 * stable between renders. `onChange` runs after every change (pages reset their pager there).
 */
export function useRecordFilter(onChange?: () => void) {
  const { timeZone } = useBrandDateTime();
  const [gameType, setGameType] = useState('');
  const [vendor, setVendor] = useState('');
  const [preset, setPreset] = useState<DatePreset>('today');
  const [range, setRange] = useState(() => presetRange('today', Date.now(), timeZone));
  const filter: RecordFilter = { gameType: gameType || undefined, vendor: vendor || undefined, ...range };
  return {
    filter,
    timeZone,
    state: { gameType, vendor, preset },
    setGameType: (g: string) => {
      setGameType(g);
      setVendor('');
      onChange?.();
    },
    setVendor: (x: string) => {
      setVendor(x);
      onChange?.();
    },
    setPreset: (p: DatePreset) => {
      setPreset(p);
      setRange(presetRange(p, Date.now(), timeZone));
      onChange?.();
    },
  };
}

type FilterApi = ReturnType<typeof useRecordFilter>;

/**
 * The filter bar: game type (the types that have vendors in the game menus, else every type), vendor (of the chosen
 * type, else of all types) and date preset, plus the timezone the dates are in.
 */
export function RecordFilters({ f }: { f: FilterApi }) {
  const intl = useIntl();
  const label = useGameTypeLabel();
  const { menus } = useGameMenus(intl.locale);
  const withVendors = menus.filter((x) => Array.isArray(x.vendors) && x.vendors.length > 0);
  const types = withVendors.length > 0 ? [...new Set(withVendors.map((x) => x.gameType))] : [...GAME_TYPES];
  const vendors = new Map<string, string>();
  for (const menu of withVendors)
    if (!f.state.gameType || menu.gameType === f.state.gameType)
      for (const x of menu.vendors) if (!vendors.has(x.vassalage)) vendors.set(x.vassalage, x.displayName);
  const all = intl.formatMessage(m.all);
  return (
    <>
      <div className={styles.filters}>
        <Select
          label={<FormattedMessage {...m.gameType} />}
          value={f.state.gameType}
          onChange={(e) => f.setGameType(e.target.value)}
          options={[{ value: '', label: all }, ...types.map((t) => ({ value: t, label: label(t) }))]}
        />
        <Select
          label={<FormattedMessage {...m.vendor} />}
          value={f.state.vendor}
          onChange={(e) => f.setVendor(e.target.value)}
          options={[
            { value: '', label: all },
            ...[...vendors].map(([code, name]) => ({ value: code, label: name })),
          ]}
        />
        <Select
          label={<FormattedMessage {...m.date} />}
          value={f.state.preset}
          onChange={(e) => f.setPreset(e.target.value as DatePreset)}
          options={DATE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(datePresetMessages[p]) }))}
        />
      </div>
      <Text as="p" size="sm" tone="muted">
        <FormattedMessage {...v.timeZone} values={{ timeZone: f.timeZone }} />
      </Text>
    </>
  );
}
