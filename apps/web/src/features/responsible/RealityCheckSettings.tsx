import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Stack, Text } from '@playdeck/ui';
import type { RealityCheckValue } from '@playdeck/api-client/player';
import { LoadState } from '../../shared/ui/LoadState';
import { fetchRealityCheck } from './api';
import { responsibleMessages as m } from './messages';
import { IntervalSelect, SessionFigures } from './RealityCheck';

/**
 * realityCheck, the member-center section of the reality check (UKGC RTS 13): the interval choice among the brand's
 * options (saved server-side, at once) and this session's figures so far.
 */
export default function RealityCheckSettings() {
  const [value, setValue] = useState<RealityCheckValue>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    fetchRealityCheck(ctrl.signal).then(setValue, (e: unknown) => {
      if (!ctrl.signal.aborted) setError(e);
    });
    return () => ctrl.abort();
  }, [attempt]);
  return (
    <Stack gap={4}>
      <Text tone="muted">
        <FormattedMessage {...m.settingsIntro} />
      </Text>
      <LoadState
        isLoading={!value && !error}
        error={value ? undefined : error}
        retry={() => {
          setError(undefined);
          setAttempt((n) => n + 1);
        }}
      >
        {value ? (
          <Stack gap={4}>
            <IntervalSelect value={value} onSaved={setValue} />
            <SessionFigures value={value} />
          </Stack>
        ) : null}
      </LoadState>
    </Stack>
  );
}
