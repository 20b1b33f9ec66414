import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Modal, Pager, Stack } from '@playdeck/ui';
import { useGameList } from './api';
import { GameGrid } from './GameGrid';
import { gamesValueMessages } from './messages';
import { VENDOR_POPUP_PARAM, VENDOR_POPUP_TYPE_PARAM } from './useGameActions';

/**
 * The vendor game-list modal of VendorGamesPopup (its lazy chunk): the vendor's games, 24 per page with the
 * Pager; closing goes Back when the popup was pushed, else removes the query parameters.
 */
export default function VendorGamesModal({ vassalage, gameType }: { vassalage: string; gameType: string }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const list = useGameList({ gameType, vassalage, pageNo: page, language: intl.locale });
  const close = () => {
    if ((location.state as { vendorPopupPushed?: boolean } | null)?.vendorPopupPushed) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(VENDOR_POPUP_PARAM);
    next.delete(VENDOR_POPUP_TYPE_PARAM);
    const search = next.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };
  const games = list.data?.games.filter((g) => g.isGame !== 'VASSALAGE');
  return (
    <Modal.Root open onOpenChange={(o) => (o ? undefined : close())}>
      <Modal.Content
        title={intl.formatMessage(gamesValueMessages.vendorGames, { vendor: vassalage.replace(/_/g, ' ') })}
        size="lg"
      >
        <Stack gap={4}>
          <GameGrid
            games={games}
            loading={list.isValidating}
            error={list.error}
            onRetry={() => void list.mutate()}
            label={intl.formatMessage(gamesValueMessages.vendorGames, { vendor: vassalage })}
          />
          <Pager pageCount={list.data?.totalPages ?? 0} page={page} onPageChange={setPage} />
        </Stack>
      </Modal.Content>
    </Modal.Root>
  );
}
