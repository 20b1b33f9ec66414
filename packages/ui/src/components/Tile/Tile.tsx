import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { tileMessages } from './messages';
import * as styles from './Tile.css';

/** Layout of a game tile: `default` (home sections, game lists) or `compact` (dense lists such as favourites). */
export type TileVariant = 'default' | 'compact';

/** Inputs of {@link tileButtons}. */
export interface TileButtonsInput {
  /** Game type from the game list, e.g. 'RNG', 'LIVE', 'FISH', 'PVP', 'BGS' (spec section 1). */
  gameType: string;
  /** The game's supportPlay; 0 means a free trial is available (spec section 3, entity Game). */
  supportPlay?: number;
  /** Tile layout. */
  variant?: TileVariant;
}

/**
 * Which action buttons a game tile shows (spec section 2 "Game tile"):
 * - `freeTrial` only where supportPlay is 0;
 * - `play` always, except for game type RNG in the compact variant (the tile itself still launches the game).
 */
export function tileButtons({ gameType, supportPlay, variant = 'default' }: TileButtonsInput): {
  play: boolean;
  freeTrial: boolean;
} {
  return {
    play: !(variant === 'compact' && gameType.toUpperCase() === 'RNG'),
    freeTrial: supportPlay === 0,
  };
}

/** Intrinsic size of the icon in px: reserves its square box before it loads (no layout shift). */
const ICON_SIZE = 200;

export interface TileProps {
  /**
   * Game name (the spec's gameName/displayName): the tile's accessible name. The icon is decorative (`alt=""`): the
   * name is always shown as text beside it, so an alt text would only repeat it (axe image-redundant-alt).
   */
  name: string;
  /** Icon URL (iconUrl/showIcon). Lazy-loaded; a neutral placeholder shows while it loads or if it fails. */
  iconUrl: string;
  /** Game type, e.g. 'RNG', 'LIVE', 'FISH', 'PVP', 'BGS' (see {@link tileButtons}). */
  gameType: string;
  /** Hot game: shows the "Hot" badge. The API sends 1 for hot (spec section 3). */
  isHot?: boolean | 0 | 1;
  /** 0 means a free trial is available: shows the "Free trial" button (spec section 2). */
  supportPlay?: number;
  /**
   * Whether the game is in the player's favourites. `undefined` hides the toggle (e.g. logged out); a boolean shows
   * a toggle button with `aria-pressed`.
   */
  favourite?: boolean;
  /** Called when the favourite toggle is pressed; the caller flips `favourite` (add is POST, remove DELETE). */
  onToggleFavourite?: () => void;
  /** Launches the game: the play button, and the tile itself (icon or name). */
  onPlay?: () => void;
  /** Launches the free trial. */
  onFreeTrial?: () => void;
  /** Layout; in `compact` an RNG game has no play button (spec section 2). Default `default`. */
  variant?: TileVariant;
  /**
   * How the icon loads. Default `lazy`; `eager` for the tiles visible on first paint (the page's largest image is
   * often one of them), which also show the icon without the fade-in so it paints as soon as it decodes.
   */
  iconLoading?: 'lazy' | 'eager';
  /**
   * Fetch the icon at high priority (`fetchpriority="high"`): for the one or two icons that are the first screen's
   * largest image (Lighthouse target, docs/architecture.md "Targets": LCP), which the browser would otherwise fetch at the low priority of images.
   */
  iconPriority?: boolean;
  className?: string;
}

/**
 * A game tile (spec section 2 "Game tile"): icon, name, hot badge, favourite toggle, play and free-trial buttons.
 * The whole tile launches the game: the name is a button whose hit area is stretched over the tile, so no control is
 * nested in another and the favourite, play and free-trial buttons stay separately reachable.
 */
export function Tile({
  name,
  iconUrl,
  gameType,
  isHot = false,
  supportPlay,
  favourite,
  onToggleFavourite,
  onPlay,
  onFreeTrial,
  variant = 'default',
  iconLoading = 'lazy',
  iconPriority = false,
  className,
}: TileProps) {
  const intl = useIntl();
  const nameId = useId();
  const buttons = tileButtons({ gameType, supportPlay, variant });
  const size = variant === 'compact' ? 'sm' : 'md';
  const classes = [styles.tile, variant === 'compact' && styles.compact, className].filter(Boolean).join(' ');

  return (
    <article className={classes} aria-labelledby={nameId}>
      <div className={styles.media}>
        <TileIcon key={iconUrl} src={iconUrl} eager={iconLoading === 'eager'} priority={iconPriority} />
        {isHot === true || isHot === 1 ? (
          <span className={styles.hot}>{intl.formatMessage(tileMessages.hot)}</span>
        ) : null}
        {favourite === undefined ? null : (
          <button
            type="button"
            className={styles.favourite}
            aria-pressed={favourite}
            aria-label={intl.formatMessage(tileMessages.favourite)}
            aria-describedby={nameId}
            onClick={onToggleFavourite}
          >
            <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.8 4.5 7.3 4.5c2 0 3.4 1.1 4.7 2.8 1.3-1.7 2.7-2.8 4.7-2.8 3.5 0 5.6 3.5 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z"
                fill={favourite ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <button type="button" id={nameId} className={styles.name} onClick={onPlay}>
        {name}
      </button>
      {buttons.play || buttons.freeTrial ? (
        <div className={styles.actions}>
          {buttons.play ? (
            <Button size={size} className={styles.action} aria-describedby={nameId} onClick={onPlay}>
              {intl.formatMessage(tileMessages.play)}
            </Button>
          ) : null}
          {buttons.freeTrial ? (
            <Button
              size={size}
              variant="ghost"
              className={styles.action}
              aria-describedby={nameId}
              onClick={onFreeTrial}
            >
              {intl.formatMessage(tileMessages.freeTrial)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * The icon (lazy unless `eager`: eager icons skip the fade-in); keyed by URL by the Tile so a new URL starts again
 * from the placeholder.
 */
function TileIcon({ src, eager, priority }: { src: string; eager: boolean; priority: boolean }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  // An icon already in the cache (or in server-rendered HTML) may finish before React attaches onLoad. An eager icon
  // shows without the fade-in either way, so it needs no extra render for it.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!eager && img?.complete && img.naturalWidth > 0) setState('loaded');
    },
    [eager],
  );

  if (state === 'error') {
    return (
      <span aria-hidden="true" data-testid="tile-icon-placeholder" className={styles.placeholder}>
        <svg className={styles.placeholderIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M7 7h10a5 5 0 0 1 0 10c-1.6 0-2.5-1-3.2-2h-3.6c-.7 1-1.6 2-3.2 2A5 5 0 0 1 7 7Zm0 3v4m-2-2h4m6.5-.5h.01m2 2h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={ICON_SIZE}
      height={ICON_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first screen's largest image is painted with the text around it rather than in a later frame.
      decoding={priority ? 'sync' : 'async'}
      className={eager || state === 'loaded' ? `${styles.image} ${styles.imageLoaded}` : styles.image}
      onLoad={() => setState('loaded')}
      onError={() => setState('error')}
    />
  );
}

/** Props of {@link TileSkeleton}. */
export interface TileSkeletonProps {
  /** Layout of the tiles it stands for. Default `default`. */
  variant?: TileVariant;
  className?: string;
}

/**
 * A placeholder tile with the boxes of a {@link Tile} (square icon, one name line, one row of actions) and no
 * content: a grid of these reserves the space of the tiles while their list loads, so nothing below moves when the
 * games arrive (CLS). Hidden from assistive technology; the caller announces the loading state.
 */
export function TileSkeleton({ variant = 'default', className }: TileSkeletonProps) {
  const classes = [styles.tile, variant === 'compact' && styles.compact, styles.skeleton, className]
    .filter(Boolean)
    .join(' ');
  const action =
    variant === 'compact'
      ? `${styles.skeletonAction} ${styles.skeletonActionCompact}`
      : styles.skeletonAction;
  return (
    <div className={classes} aria-hidden="true" data-tile-skeleton="">
      <div className={styles.media} />
      <div className={styles.skeletonName} />
      <div className={styles.actions}>
        <div className={action} />
      </div>
    </div>
  );
}
