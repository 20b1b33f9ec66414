import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, Stack, Tabs } from '@playdeck/ui';
import { pageMessages } from '../../shared/i18n/pageMessages';
import { useToken } from '../../shared/session/session';
import { useBrand } from '../../shared/brand/brand';
import { memberPageLabels } from '../../features/member/messages';
import PointMall from '../../features/points/PointMall';
import RedeemHistory from '../../features/points/RedeemHistory';
import PointsDetails from '../../features/points/PointsDetails';
import { pointsMessages } from '../../features/points/messages';
import * as styles from '../../shared/ui/PlaceholderPage.css';
import { visuallyHidden } from '../../shared/ui/visuallyHidden.css';

/** A panel's h2 for screen readers (the panels' own headings are h3, as in the member center). */
function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Heading level={2} className={visuallyHidden}>
      {children}
    </Heading>
  );
}

/**
 * Points mall (spec 2: /pointMall; the avatar menu's points entry, PTSYS3): the catalogue for everyone and, for a
 * logged-in member, tabs to the redeem history and the points details (the same panels as the member-center pages
 * pointMall, redeemHistory and pointsDetails; each tab shown while its whitelabel node under PTSYS3 is on). A lazy
 * route chunk.
 */
export default function PointMallPage() {
  const intl = useIntl();
  const loggedIn = !!useToken();
  const on = useBrand().whitelabel.isEnabled;
  const history = on('redeemHistory');
  const details = on('pointsDetails');
  const [tab, setTab] = useState('mall');
  return (
    <Stack gap={4} className={styles.page}>
      <Heading level={1} size="2xl">
        <FormattedMessage {...pageMessages.pointMall} />
      </Heading>
      {loggedIn ? (
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List aria-label={intl.formatMessage(pointsMessages.tabs)}>
            <Tabs.Trigger value="mall">
              <FormattedMessage {...memberPageLabels.pointMall} />
            </Tabs.Trigger>
            {history ? (
              <Tabs.Trigger value="history">
                <FormattedMessage {...memberPageLabels.redeemHistory} />
              </Tabs.Trigger>
            ) : null}
            {details ? (
              <Tabs.Trigger value="details">
                <FormattedMessage {...memberPageLabels.pointsDetails} />
              </Tabs.Trigger>
            ) : null}
          </Tabs.List>
          <Tabs.Content value="mall">
            <PanelTitle>
              <FormattedMessage {...pointsMessages.catalogue} />
            </PanelTitle>
            <PointMall />
          </Tabs.Content>
          {history ? (
            <Tabs.Content value="history">
              <PanelTitle>
                <FormattedMessage {...memberPageLabels.redeemHistory} />
              </PanelTitle>
              <RedeemHistory />
            </Tabs.Content>
          ) : null}
          {details ? (
            <Tabs.Content value="details">
              <PanelTitle>
                <FormattedMessage {...memberPageLabels.pointsDetails} />
              </PanelTitle>
              <PointsDetails />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      ) : (
        <>
          <PanelTitle>
            <FormattedMessage {...pointsMessages.catalogue} />
          </PanelTitle>
          <PointMall />
        </>
      )}
    </Stack>
  );
}
