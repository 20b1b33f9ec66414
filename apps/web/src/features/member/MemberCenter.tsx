import { Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, EmptyState, Heading, Spinner, Stack } from '@playdeck/ui';
import { useBrand } from '../../shared/brand/brand';
import { memberMessages, memberPageLabels } from './messages';
import {
  badgeFor,
  registeredMemberPages,
  resolveMemberPage,
  visibleMemberPages,
  type MemberPageDef,
  type RegisteredMemberPage,
} from './registry';
import * as styles from './member.css';

const noCount = (): number | undefined => undefined;

/** One menu entry: its label, a red count badge when the page is a badge page with a count above 0. */
function MenuEntry({ def, current }: { def: MemberPageDef; current: boolean }) {
  const useCount = def.useBadgeCount ?? noCount;
  const badge = badgeFor(def.name, useCount());
  return (
    <li>
      <Link
        className={styles.menuLink}
        to={`/member?page=${def.name}`}
        aria-current={current ? 'page' : undefined}
        data-page={def.name}
      >
        <FormattedMessage {...memberPageLabels[def.name]} />
        {badge !== null ? <Badge count={badge} /> : null}
      </Link>
    </li>
  );
}

/** The lazy panel of a registered page. */
function PanelOf({ def }: { def: RegisteredMemberPage }) {
  const { Panel } = def;
  return <Panel />;
}

/**
 * The member-center frame (spec 2 "Member center pages (default: securityCenter)"): the menu of the brand's
 * `menus.memberCenter` entries (config order) whose page is registered and whose whitelabel flag is on, with red count badges on missionLeaderboard, messageV2 and rewardCenter above 0, and
 * the panel of `page` (an unknown or hidden page falls back to securityCenter, then the first page). Each panel is a
 * lazy chunk.
 */
export function MemberCenter({ page }: { page: string | null }) {
  const intl = useIntl();
  const { whitelabel, menus } = useBrand();
  const visible = useMemo(
    () => visibleMemberPages(menus.memberCenter, registeredMemberPages(), (id) => whitelabel.isEnabled(id)),
    [whitelabel, menus],
  );
  const current = resolveMemberPage(page, visible);
  const def = visible.find((d) => d.name === current);
  return (
    <div className={styles.frame}>
      <nav aria-label={intl.formatMessage(memberMessages.menu)}>
        <Stack gap={3}>
          <Heading level={1} size="xl">
            <FormattedMessage {...memberMessages.title} />
          </Heading>
          <ul className={styles.menu}>
            {visible.map((d) => (
              <MenuEntry key={d.name} def={d} current={d.name === current} />
            ))}
          </ul>
        </Stack>
      </nav>
      <section className={styles.panel} aria-labelledby={def ? 'member-panel-title' : undefined}>
        {def ? (
          <Stack gap={4}>
            <Heading level={2} size="lg" id="member-panel-title">
              <FormattedMessage {...memberPageLabels[def.name]} />
            </Heading>
            <Suspense fallback={<Spinner label={intl.formatMessage(memberPageLabels[def.name])} />}>
              <PanelOf def={def} />
            </Suspense>
          </Stack>
        ) : (
          <EmptyState title={<FormattedMessage {...memberMessages.noPages} />} />
        )}
      </section>
    </div>
  );
}
