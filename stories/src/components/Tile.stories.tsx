import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tile } from '@playdeck/ui/Tile';
import type { TileProps } from '@playdeck/ui/Tile';
import { locales } from '../../.storybook/locales';
import type { LocaleId } from '../../.storybook/locales';

/** A ui label in the story's locale: the catalogue's translation, else the English default. */
function t(globals: Record<string, unknown>, id: string, english: string): string {
  const catalogue: Record<string, string> = locales[(globals.locale as LocaleId) ?? 'bn']?.messages ?? {};
  return catalogue[id] ?? english;
}

/** A square game icon as an inline SVG data URI (no network). */
function icon(text: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 35%)"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="100" cy="92" r="46" fill="rgba(255,255,255,.25)"/><text x="100" y="108" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Components/Tile',
  component: Tile,
  args: {
    name: 'Sweet Bonanza',
    iconUrl: icon('SB', 320),
    gameType: 'RNG',
    isHot: false,
    supportPlay: 1,
    onPlay: fn(),
    onFreeTrial: fn(),
    onToggleFavourite: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'compact'] },
    gameType: { control: 'select', options: ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS'] },
    favourite: { control: 'inline-radio', options: [undefined, false, true] },
  },
  // A phone-sized tile column; the grid story sets `tileWidth: null`.
  parameters: { tileWidth: 168 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: parameters.tileWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { favourite: false },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t(globals, 'ui.tile.play', 'Play') }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    const favourite = canvas.getByRole('button', { name: t(globals, 'ui.tile.favourite', 'Favourite') });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    name: 'Evolution Lightning Roulette',
    iconUrl: icon('LR', 200),
    gameType: 'LIVE',
    isHot: true,
    supportPlay: 0,
    favourite: true,
    variant: 'default',
  },
};

const flags = {
  variant: ['default', 'compact'] as const,
  gameType: ['RNG', 'LIVE'] as const,
  isHot: [true, false] as const,
  supportPlay: [0, 1] as const,
  favourite: [undefined, false, true] as const,
};

/** Every combination of the flags (2 variants x 2 game types x hot x supportPlay x favourite); each name says which. */
export const AllFlags: Story = {
  parameters: { tileWidth: null },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {flags.variant.flatMap((variant) =>
        flags.gameType.map((gameType) => (
          <section key={`${variant}-${gameType}`} aria-label={`${gameType}, ${variant} variant`}>
            <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>
              {gameType}, {variant} variant
            </h2>
            <div
              style={{
                display: 'grid',
                gap: 12,
                gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
              }}
            >
              {flags.isHot.flatMap((isHot) =>
                flags.supportPlay.flatMap((supportPlay) =>
                  flags.favourite.map((favourite) => {
                    const props: TileProps = {
                      ...args,
                      variant,
                      gameType,
                      isHot,
                      supportPlay,
                      favourite,
                      name: `${gameType} ${variant}, ${isHot ? 'hot' : 'not hot'}, supportPlay ${supportPlay}, favourite ${String(favourite)}`,
                      iconUrl: icon(gameType, gameType === 'RNG' ? 280 : 160),
                    };
                    return <Tile key={props.name} {...props} />;
                  }),
                ),
              )}
            </div>
          </section>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(48);
    // Compact RNG tiles never show Play; the other 36 tiles do.
    await expect(canvas.getAllByRole('button', { name: t(globals, 'ui.tile.play', 'Play') })).toHaveLength(
      36,
    );
    await expect(
      canvas.getAllByRole('button', { name: t(globals, 'ui.tile.freeTrial', 'Free trial') }),
    ).toHaveLength(24);
    await expect(
      canvas.getAllByRole('button', { name: t(globals, 'ui.tile.favourite', 'Favourite') }),
    ).toHaveLength(32);
  },
};

/** Compact RNG tile: no play button; the whole tile (icon or name) launches the game. */
export const CompactRng: Story = {
  args: { variant: 'compact', gameType: 'RNG', supportPlay: 0, isHot: true, favourite: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t(globals, 'ui.tile.play', 'Play') })).toBeNull();
    const nameButton = canvas.getByRole('button', { name: 'Sweet Bonanza' });
    // The name's hit area covers the icon: a tap on the icon lands on the name button.
    const box = canvasElement.querySelector('img')!.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(
      nameButton,
    );
    await userEvent.click(nameButton);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: t(globals, 'ui.tile.freeTrial', 'Free trial') }),
    );
    await expect(args.onFreeTrial).toHaveBeenCalledTimes(1);
  },
};

/** supportPlay 0: a free-trial button next to Play. */
export const FreeTrial: Story = {
  args: { gameType: 'LIVE', supportPlay: 0 },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t(globals, 'ui.tile.freeTrial', 'Free trial') }),
    );
    await expect(args.onFreeTrial).toHaveBeenCalledTimes(1);
  },
};

/** An icon that fails to load leaves the neutral placeholder. */
export const BrokenIcon: Story = {
  args: { iconUrl: 'data:image/png;base64,AAAA', isHot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('tile-icon-placeholder').tagName).toBe('SPAN'));
  },
};
