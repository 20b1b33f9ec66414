import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Heading, Stack, Tabs, Text, useToast } from '@playdeck/ui';
import type { Mission } from '@playdeck/api-client/missions';
import { LoadState } from '../../shared/ui/LoadState';
import { LeaderboardPanel } from '../leaderboard/LeaderboardPanel';
import { errorText, useBrandDateTime, useMoney } from '../../shared/format/useMoney';
import { useClaimMission, useMissions } from './api';
import { missionMessages as m, missionValues as v } from './messages';
import * as styles from './missions.css';

const STATUS = { Process: m.s_Process, Claim: m.s_Claim, Claimed: m.s_Claimed } as const;

/** The Claim button of a completed mission; the server decides (and refuses a second claim). */
function Claim({ mission }: { mission: Mission }) {
  const intl = useIntl();
  const toast = useToast();
  const claim = useClaimMission();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      loading={busy}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void claim(mission.id)
          .then(() => toast.show({ tone: 'success', title: intl.formatMessage(m.claimed) }))
          .catch((err: unknown) => toast.show({ tone: 'danger', title: errorText(intl, err) }))
          .finally(() => setBusy(false));
      }}
    >
      <FormattedMessage {...m.claim} />
    </Button>
  );
}

function MissionRow({ mission, currency }: { mission: Mission; currency: string }) {
  const intl = useIntl();
  const { format } = useMoney();
  const { format: dateTime } = useBrandDateTime();
  const money = mission.kind === 'deposit' || mission.kind === 'turnover';
  const shown = (x: string) => (money ? format(x, currency) : x);
  const r = mission.reward;
  return (
    <li className={styles.row} data-status={mission.status} aria-label={mission.title}>
      <div className={styles.head}>
        <Text as="span" weight="semibold">
          {mission.title}
        </Text>
        <Text as="span" size="sm" weight="semibold">
          <FormattedMessage {...STATUS[mission.status]} />
        </Text>
      </div>
      <progress
        className={styles.bar}
        max={100}
        value={mission.percent}
        aria-label={intl.formatMessage(v.progress, { title: mission.title })}
      />
      <Text as="span" size="sm" className={styles.money}>
        <FormattedMessage
          {...v.count}
          values={{ progress: shown(mission.progress), target: shown(mission.target) }}
        />
      </Text>
      <div className={styles.foot}>
        <Text as="span" size="sm" className={styles.meta}>
          {r.type === 'bonus' ? (
            <>
              <span className={styles.money}>
                <FormattedMessage {...v.bonus} values={{ amount: format(r.amount, currency) }} />
              </span>
              {r.turnoverMultiple ? (
                <span>
                  <FormattedMessage {...v.turnover} values={{ multiple: r.turnoverMultiple }} />
                </span>
              ) : null}
            </>
          ) : (
            <span>
              <FormattedMessage {...v.points} values={{ points: r.points }} />
            </span>
          )}
          <span>
            <FormattedMessage {...v.ends} values={{ time: dateTime(mission.endsAt, true) }} />
          </span>
        </Text>
        {mission.status === 'Claim' ? <Claim mission={mission} /> : null}
      </div>
    </li>
  );
}

/** The Missions tab: daily then weekly missions with progress bars, reward, status and a Claim button. */
export function MissionsTab() {
  const intl = useIntl();
  const q = useMissions();
  const d = q.data;
  return (
    <LoadState
      isLoading={!d}
      error={q.error}
      retry={() => void q.mutate()}
      label={intl.formatMessage(m.loading)}
    >
      {d ? (
        d.missions.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={<FormattedMessage {...m.empty} />}
            description={<FormattedMessage {...m.emptyInfo} />}
          />
        ) : (
          <Stack gap={4}>
            {(['daily', 'weekly'] as const).map((period) => {
              const rows = d.missions.filter((x) => x.period === period);
              if (!rows.length) return null;
              const title = period === 'daily' ? m.daily : m.weekly;
              return (
                <Stack gap={2} key={period}>
                  <Heading level={3}>
                    <FormattedMessage {...title} />
                  </Heading>
                  <ul className={styles.list} aria-label={intl.formatMessage(title)}>
                    {rows.map((x) => (
                      <MissionRow key={x.id} mission={x} currency={d.currency} />
                    ))}
                  </ul>
                </Stack>
              );
            })}
          </Stack>
        )
      ) : null}
    </LoadState>
  );
}

/**
 * missionLeaderboard (member center, spec 2 with its red count badge; spec 1 "missions", 4 statuses, 7 "mission
 * summary and leaderboard"; docs/decisions.md D37, D38): two tabs, Missions (daily and weekly missions of the brand
 * with the member's progress, reward and status, Claim on a completed one) and Leaderboard (the brand's competitions:
 * standings, prizes, the member's own rank; leaderboard/LeaderboardPanel.tsx, which loads its data when its tab opens).
 */
export default function MissionsPage() {
  const intl = useIntl();
  const TABS = [
    { value: 'missions', label: m.tabMissions, content: <MissionsTab /> },
    { value: 'leaderboard', label: m.tabLeaderboard, content: <LeaderboardPanel /> },
  ];
  const [tab, setTab] = useState(TABS[0]!.value);
  return (
    // No landmark of its own: the member page's region already carries the page name.
    <div className={styles.section}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Stack gap={3}>
          <Tabs.List aria-label={intl.formatMessage(m.tabs)}>
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                <FormattedMessage {...t.label} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.content}
            </Tabs.Content>
          ))}
        </Stack>
      </Tabs.Root>
    </div>
  );
}
