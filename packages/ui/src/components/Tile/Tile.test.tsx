import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Tile, TileSkeleton, tileButtons } from './Tile';
import type { TileProps } from './Tile';

const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E';

function renderTile(props: Partial<TileProps> = {}) {
  const handlers = { onPlay: vi.fn(), onFreeTrial: vi.fn(), onToggleFavourite: vi.fn() };
  const utils = renderWithTheme(
    <Tile name="Sweet Bonanza" iconUrl={icon} gameType="LIVE" {...handlers} {...props} />,
  );
  return { ...utils, ...handlers };
}

describe('tileButtons', () => {
  it.each([
    // gameType, supportPlay, variant, play, freeTrial
    ['RNG', 0, 'default', true, true],
    ['RNG', 1, 'default', true, false],
    ['RNG', 0, 'compact', false, true],
    ['RNG', 1, 'compact', false, false],
    ['LIVE', 0, 'default', true, true],
    ['LIVE', 1, 'default', true, false],
    ['LIVE', 0, 'compact', true, true],
    ['LIVE', 1, 'compact', true, false],
    ['FISH', 0, 'compact', true, true],
    ['PVP', 1, 'compact', true, false],
    ['BGS', 2, 'default', true, false],
    ['rng', 1, 'compact', false, false],
  ] as const)(
    '%s, supportPlay %i, %s: play %s, free trial %s',
    (gameType, supportPlay, variant, play, freeTrial) => {
      expect(tileButtons({ gameType, supportPlay, variant })).toEqual({ play, freeTrial });
    },
  );

  it('offers no free trial when supportPlay is unknown, and defaults to the default variant', () => {
    expect(tileButtons({ gameType: 'RNG' })).toEqual({ play: true, freeTrial: false });
  });
});

describe('Tile', () => {
  it('launches the game from the play button and from the tile name', async () => {
    const { onPlay } = renderTile();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sweet Bonanza' }));
    expect(onPlay).toHaveBeenCalledTimes(2);
  });

  it('names the tile and describes its play button with the game name', () => {
    renderTile();
    expect(screen.getByRole('article', { name: 'Sweet Bonanza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAccessibleDescription('Sweet Bonanza');
  });

  it('shows the free-trial button only where supportPlay is 0', async () => {
    const { onFreeTrial, rerender } = renderTile({ supportPlay: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Free trial' }));
    expect(onFreeTrial).toHaveBeenCalledTimes(1);
    rerender(<Tile name="Sweet Bonanza" iconUrl={icon} gameType="LIVE" supportPlay={1} />);
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
  });

  it('hides the play button for RNG tiles in the compact variant, yet the tile still launches the game', async () => {
    const { onPlay } = renderTile({ gameType: 'RNG', variant: 'compact', supportPlay: 0 });
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sweet Bonanza' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('keeps the play button for RNG tiles in the default variant and for other types in compact', () => {
    const { rerender } = renderTile({ gameType: 'RNG' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    rerender(<Tile name="Sweet Bonanza" iconUrl={icon} gameType="LIVE" variant="compact" />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('toggles the favourite with a pressed-state button', async () => {
    const { onToggleFavourite, rerender } = renderTile({ favourite: false });
    const toggle = screen.getByRole('button', { name: 'Favourite' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Sweet Bonanza');
    await userEvent.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    rerender(<Tile name="Sweet Bonanza" iconUrl={icon} gameType="LIVE" favourite />);
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggling the favourite does not launch the game', async () => {
    const { onPlay, onToggleFavourite } = renderTile({ favourite: true });
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('has no favourite toggle when favourite is undefined', () => {
    renderTile();
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
  });

  it.each([
    [true, true],
    [1, true],
    [false, false],
    [0, false],
  ] as const)('shows the hot badge for isHot %s: %s', (isHot, shown) => {
    renderTile({ isHot });
    expect(screen.queryByText('Hot') !== null).toBe(shown);
  });

  it('lazy-loads the icon with a reserved size, as decoration beside the game name', () => {
    renderTile();
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(screen.getByRole('article', { name: 'Sweet Bonanza' })).toBeInTheDocument();
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    expect(img).toHaveAttribute('src', icon);
  });

  it('loads the icon eagerly and shows it without the fade-in when asked (tiles on first paint)', () => {
    renderTile({ iconLoading: 'eager' });
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    const shownClass = img.className;
    fireEvent.load(img);
    expect(img.className).toBe(shownClass);
  });

  it('fetches and paints a priority icon (the first screen’s largest image) at once, others at the default', () => {
    const { rerender } = renderTile({ iconLoading: 'eager', iconPriority: true });
    let img = document.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'sync');
    rerender(<Tile name="Sweet Bonanza" iconUrl={icon} gameType="LIVE" iconLoading="eager" />);
    img = document.querySelector('img')!;
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('reveals the icon once loaded and shows a neutral placeholder if it fails', () => {
    const { rerender } = renderTile();
    const img = document.querySelector('img')!;
    const loadingClass = img.className;
    fireEvent.load(img);
    expect(img.className).not.toBe(loadingClass);
    rerender(<Tile name="Sweet Bonanza" iconUrl="https://cdn.invalid/missing.png" gameType="LIVE" />);
    const next = document.querySelector('img')!;
    fireEvent.error(next);
    const placeholder = screen.getByTestId('tile-icon-placeholder');
    expect(placeholder.tagName).toBe('SPAN');
    expect(document.querySelector('img')).toBeNull();
  });

  it('localises its labels', () => {
    renderWithTheme(
      <Tile name="সুইট বোনানজা" iconUrl={icon} gameType="LIVE" supportPlay={0} isHot={1} favourite={false} />,
      {
        locale: 'bn',
        messages: {
          'ui.tile.play': 'খেলুন',
          'ui.tile.freeTrial': 'ফ্রি ট্রায়াল',
          'ui.tile.hot': 'হট',
          'ui.tile.favourite': 'প্রিয়',
        },
      },
    );
    expect(screen.getByRole('button', { name: 'খেলুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফ্রি ট্রায়াল' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'প্রিয়' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('হট')).toBeInTheDocument();
  });
});

describe('TileSkeleton', () => {
  it('has the boxes of a tile (icon, name, actions) and is hidden from assistive technology', () => {
    const { container, rerender } = renderWithTheme(<TileSkeleton />);
    const skeleton = container.querySelector('[data-tile-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.children).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    // Same outer box class as a real tile of the same variant.
    renderTile({ variant: 'compact' });
    const tile = screen.getByRole('article');
    rerender(<TileSkeleton variant="compact" />);
    const compact = container.querySelector('[data-tile-skeleton]');
    for (const cls of tile.className.split(' ')) expect(compact?.className).toContain(cls);
  });
});
