/**
 * The member's avatar menu (spec 2 "Header"): the brand's `menus.avatar` in config order, each entry gated like every
 * layout menu (menus.ts `layoutMenu`), sign out set apart by a separator wherever config puts it. Its own lazy chunk
 * with the menu component, so a visitor's page (the server-rendered home page included) never loads it.
 */
import { sideMessages } from './sideMessages';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Menu, type MenuItem } from '@playdeck/ui/Menu';
import type { MenuEntry } from '../../shared/menus/menus';
import { UserIcon } from '../../shared/ui/icons';
import { layoutMenu, memberRoute, type LayoutRoute, type MenuContext } from './menus';
import { layoutMessages } from './messages';

/** Avatar menu routes (spec 2 "Header": the member's menu). */
export const AVATAR_ROUTES: Readonly<Record<string, LayoutRoute>> = {
  agentHome: { to: '/agentHome', label: sideMessages.agentCenter, modId: 'agentCenter' },
  personalHistoryCopy: memberRoute('personalHistoryCopy', sideMessages.bettingRecord),
  transactionHistory: memberRoute('transactionHistory', sideMessages.accountRecord),
  personalProfit: memberRoute('personalProfit', sideMessages.profitLoss),
  rewardCenter: memberRoute('rewardCenter', sideMessages.rewardCenter),
  securityCenter: memberRoute('securityCenter', sideMessages.securityCenter),
  depositv2: memberRoute('depositv2', layoutMessages.deposit),
  withdraw: memberRoute('withdraw', layoutMessages.withdraw),
  transferFund: memberRoute('transferFund', sideMessages.wallet),
  pointMall: { to: '/pointMall', label: sideMessages.points, modId: 'PTSYS3' },
  help: { to: '/help', label: sideMessages.helpCenter, modId: 'helpCenter' },
  signOut: { label: sideMessages.signOut, action: 'signOut' },
};

/** Props of {@link AvatarMenu}: the brand's `menus.avatar`, the header's menu context and the sign-out request. */
export interface AvatarMenuProps {
  entries: readonly MenuEntry[];
  ctx: MenuContext;
  onSignOut: () => void;
}

export default function AvatarMenu({ entries, ctx, onSignOut }: AvatarMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const items: MenuItem[] = layoutMenu(entries, AVATAR_ROUTES, ctx).flatMap((e): MenuItem[] =>
    e.def.action === 'signOut'
      ? [
          { type: 'separator' as const, id: 'sep' },
          {
            id: e.route,
            label: intl.formatMessage(e.label),
            tone: 'danger' as const,
            onSelect: onSignOut,
          },
        ]
      : e.def.to
        ? [{ id: e.route, label: intl.formatMessage(e.label), onSelect: () => navigate(e.def.to!) }]
        : [],
  );
  return <Menu label={intl.formatMessage(sideMessages.account)} trigger={<UserIcon />} items={items} />;
}
