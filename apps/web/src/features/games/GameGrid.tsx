import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Spinner, Tile, TileSkeleton, type TileVariant } from '@playdeck/ui';
import type { Game } from '@playdeck/api-client/games';
import { gamesMessages } from './messages';
import { TrialDialog } from './TrialDialog';
import { useGameActions } from './useGameActions';
import { visuallyHidden } from '../../shared/ui/visuallyHidden.css';
import * as styles from './games.css';

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  /** Games to show; undefined while the first load runs. */
  games: Game[] | undefined;
  /** True while (re)loading; with games shown, they stay and the grid is marked busy. */
  loading?: boolean;
  /** A failed load: shows the error state with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** Empty-state title and description (default "No games found"). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  variant?: TileVariant;
  /** Accessible name of the list. */
  label?: string;
  /**
   * While the first load runs, this many skeleton tiles (the tiles' final boxes) instead of the spinner, so the
   * space of a list of known length is reserved and nothing below it moves when the games arrive (CLS).
   */
  skeletonCount?: number;
  /** The first this many tiles load their icons eagerly (tiles visible on first paint; LCP). Default 0. */
  eagerIcons?: number;
  /** The first this many tiles fetch their icons at high priority (the first screen's largest image). Default 0. */
  priorityIcons?: number;
}

/**
 * A grid of game tiles (spec 2 "Game tile") with loader, empty and error states. Tiles launch, free-trial and
 * toggle favourites through {@link useGameActions} (login popup for visitors, trial accounts blocked, VASSALAGE tiles
 * open the vendor game list).
 */
export function GameGrid({
  games,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  variant = 'default',
  label,
  skeletonCount = 0,
  eagerIcons = 0,
  priorityIcons = 0,
}: GameGridProps) {
  const intl = useIntl();
  const actions = useGameActions();
  let body: ReactNode;
  if (error && !games?.length) {
    body = (
      <EmptyState
        title={<FormattedMessage {...gamesMessages.error} />}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              <FormattedMessage {...gamesMessages.retry} />
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!games && skeletonCount > 0) {
    body = (
      <div className={styles.grid} role="status">
        <span className={visuallyHidden}>{intl.formatMessage(gamesMessages.loading)}</span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <TileSkeleton key={i} variant={variant} />
        ))}
      </div>
    );
  } else if (!games) {
    body = (
      <div className={styles.centered}>
        <Spinner label={intl.formatMessage(gamesMessages.loading)} />
      </div>
    );
  } else if (!games.length) {
    body = (
      <EmptyState
        title={emptyTitle ?? <FormattedMessage {...gamesMessages.empty} />}
        description={emptyDescription}
      />
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label={label} aria-busy={loading || undefined}>
        {games.map((g, i) => (
          <li key={g.nodeId}>
            <Tile
              name={g.gameName}
              iconUrl={g.iconUrl}
              gameType={g.gameType}
              isHot={g.isHot}
              supportPlay={g.supportPlay}
              variant={variant}
              iconLoading={i < eagerIcons ? 'eager' : 'lazy'}
              iconPriority={i < priorityIcons}
              favourite={g.isGame === 'VASSALAGE' ? undefined : actions.isFavourite(g.nodeId)}
              onToggleFavourite={() => actions.toggleFavourite(g)}
              onPlay={() => actions.play(g)}
              onFreeTrial={() => actions.freeTrial(g)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {actions.favouriteError ? (
        <p role="alert" className={styles.alert}>
          <FormattedMessage {...gamesMessages.favouriteFailed} />
        </p>
      ) : null}
      {body}
      <TrialDialog open={actions.trialBlocked} onClose={actions.closeTrial} />
    </>
  );
}
