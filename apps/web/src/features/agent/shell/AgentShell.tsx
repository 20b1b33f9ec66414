import { Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState, Heading, Spinner, Stack } from '@playdeck/ui';
import { useBrand } from '../../../shared/brand/brand';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden.css';
import { registeredAgentPages, resolveAgentPage, type RegisteredAgentPage } from '../registry';
import { useContractInfo } from './api';
import { AgentHeader } from './AgentHeader';
import { buildAgentMenu, menuPages, type AgentMenuItem } from './menu';
import { agentShellMessages } from './messages';
import { PanelBoundary } from './PanelBoundary';
import * as styles from './shell.css';

/** The lazy panel of a registered page. */
function PanelOf({ def }: { def: RegisteredAgentPage }) {
  const { Panel } = def;
  return <Panel />;
}

function MenuLink({ item, current }: { item: AgentMenuItem; current: boolean }) {
  const label = <FormattedMessage {...item.label} />;
  if (item.kind === 'page')
    return (
      <Link
        className={styles.menuLink}
        to={`/agentHome?page=${item.name}`}
        aria-current={current ? 'page' : undefined}
        data-page={item.name}
      >
        {label}
      </Link>
    );
  if (item.kind === 'member')
    return (
      <Link className={styles.menuLink} to={item.to} data-page={item.route}>
        {label}
      </Link>
    );
  return (
    <a className={styles.menuLink} href={item.href} target="_blank" rel="noopener" data-page={item.route}>
      {label}
      <span className={visuallyHidden}>
        <FormattedMessage {...agentShellMessages.externalLink} />
      </span>
    </a>
  );
}

/**
 * The agent-only layout (spec 2 "/agentHome: agent center (agent-only layout)"; no main layout): the header (GMT
 * offset, live clock, nickname, sign out), the menu (vendors.json `menus.agentCenter` filtered by whitelabel flags,
 * registered pages and the consolidated contract info; see `buildAgentMenu`) and the panel of `page` (the `?page=`
 * query, so Back works; an unknown or hidden page shows agentTeamOverview, else the first page). Each panel is a lazy
 * chunk inside its own loader and error boundary. Phones get the menu as a horizontal scroller above the panel.
 * Render it only for agents (the route page checks).
 */
export function AgentShell({ page, nickname }: { page: string | null; nickname: string }) {
  const intl = useIntl();
  const brand = useBrand();
  const contracts = useContractInfo();
  const { whitelabel, customerServiceUrl } = brand;
  // The brand's menus.agentCenter, served in the status like every other menu (no copy in code to fall back on).
  const config = brand.menus.agentCenter;
  const menu = useMemo(
    () =>
      buildAgentMenu({
        config,
        registered: registeredAgentPages(),
        isEnabled: (id) => whitelabel.isEnabled(id),
        contractEnabled: contracts.enabled,
        customerServiceUrl,
      }),
    [config, whitelabel, contracts.enabled, customerServiceUrl],
  );
  // Wait for the contract info before choosing a page, so a contract page asked for in the URL is not replaced by the
  // default while its contract is still unknown.
  const settling = contracts.isLoading && !contracts.data && !contracts.error;
  const current = settling ? null : resolveAgentPage(page, menuPages(menu));
  const def = current ? registeredAgentPages().find((d) => d.name === current) : undefined;
  const title = current ? menu.find((m) => m.kind === 'page' && m.name === current)?.label : undefined;

  return (
    <div className={styles.shell}>
      <AgentHeader nickname={nickname} />
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={intl.formatMessage(agentShellMessages.menu)}>
          {settling ? (
            <Spinner label={intl.formatMessage(agentShellMessages.menu)} />
          ) : (
            <ul className={styles.menu}>
              {menu.map((item) => (
                <li key={item.kind === 'page' ? item.name : item.route}>
                  <MenuLink item={item} current={item.kind === 'page' && item.name === current} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <main className={styles.panel} aria-labelledby={def ? 'agent-panel-title' : undefined}>
          {settling ? (
            <Spinner label={intl.formatMessage(agentShellMessages.menu)} />
          ) : def && title ? (
            <Stack gap={4}>
              <Heading level={1} size="lg" id="agent-panel-title">
                <FormattedMessage {...title} />
              </Heading>
              <PanelBoundary key={def.name}>
                <Suspense fallback={<Spinner label={intl.formatMessage(title)} />}>
                  <PanelOf def={def} />
                </Suspense>
              </PanelBoundary>
            </Stack>
          ) : (
            <EmptyState title={<FormattedMessage {...agentShellMessages.noPages} />} />
          )}
        </main>
      </div>
    </div>
  );
}
