import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Select } from '@playdeck/ui';
import { DATE_PRESETS, presetRange, type DatePreset } from '../../../shared/format/dates';
import { useBrandDateTime } from '../../../shared/format/useMoney';
import type { Range } from './api';
import { teamMessages as m } from './messages';
import { datePresetMessages } from '../../../shared/format/datePresetMessages';

/**
 * A date preset (today, yesterday, last 7 / 30 days of the brand calendar) and its [from, to) range, fixed when the
 * preset is chosen so the query key stays stable between renders, with the page number of a paged list over that
 * range (back to 1 when another preset is chosen).
 */
export function useRangePreset(initial: DatePreset = 'last7') {
  const { timeZone } = useBrandDateTime();
  const [preset, setPreset] = useState<DatePreset>(initial);
  const [range, setRange] = useState<Range>(() => presetRange(initial, Date.now(), timeZone));
  const [pageNo, setPageNo] = useState(1);
  const choose = (p: DatePreset) => {
    setPreset(p);
    setRange(presetRange(p, Date.now(), timeZone));
    setPageNo(1);
  };
  return { preset, range, choose, pageNo, setPageNo };
}

/** The preset select of the team pages. */
export function RangeSelect({ preset, onChange }: { preset: DatePreset; onChange: (p: DatePreset) => void }) {
  const intl = useIntl();
  return (
    <Select
      label={<FormattedMessage {...m.rangeLabel} />}
      value={preset}
      onChange={(e) => onChange(e.target.value as DatePreset)}
      options={DATE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(datePresetMessages[p]) }))}
    />
  );
}
