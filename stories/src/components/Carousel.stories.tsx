import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createIntl } from 'react-intl';
import { Carousel } from '@playdeck/ui/Carousel';
import { locales } from '../../.storybook/locales';
import type { LocaleId } from '../../.storybook/locales';

/**
 * A ui label in the story's locale as the component formats it (ICU, so `{index, number}` gives the locale's digits):
 * the catalogue's translation, else the English default, with `{index}` filled in.
 */
function t(globals: Record<string, unknown>, id: string, english: string, index?: number): string {
  const locale = (globals.locale as LocaleId) ?? 'bn';
  const messages: Record<string, string> = locales[locale]?.messages ?? {};
  return createIntl({ locale, messages }).formatMessage({ id, defaultMessage: english }, { index });
}

/** A banner as an inline SVG data URI (no network). */
function bannerImage(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 25%)"/></linearGradient></defs><rect width="640" height="280" fill="url(#g)"/><text x="40" y="160" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const bannerTitles = [
  'Welcome bonus 100%',
  'Weekly cashback 10%',
  'Refer a friend',
  'Cricket world cup',
  'Live casino nights',
  'Slots tournament',
  'VIP rewards',
  'Fishing frenzy',
];

/** `n` banner slides; `shape` 'phone' gives the home banner's 3:1 picture (1200 x 400, cropped to fit). */
const banners = (n: number, shape: 'wide' | 'phone' = 'wide') =>
  bannerTitles
    .slice(0, n)
    .map((title, i) => (
      <img
        key={title}
        src={bannerImage(title, i * 45)}
        alt={title}
        width={shape === 'phone' ? 1200 : 640}
        height={shape === 'phone' ? 400 : 280}
        style={
          shape === 'phone'
            ? { display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover' }
            : { display: 'block', width: '100%', height: 'auto', borderRadius: 8 }
        }
      />
    ));

const matches = [
  ['Dhaka Dynamites', 'Chattogram Kings', '12 Mar 19:30'],
  ['Mumbai Indians', 'Chennai Super Kings', '13 Mar 20:00'],
  ['Bangladesh', 'Sri Lanka', '14 Mar 14:00'],
  ['Arsenal', 'Chelsea', '15 Mar 22:45'],
  ['Real Madrid', 'Barcelona', '16 Mar 01:00'],
  ['India', 'Pakistan', '17 Mar 15:30'],
] as const;

const hotMatches = (n: number) =>
  matches.slice(0, n).map(([home, away, time]) => (
    <article
      key={home}
      style={{
        padding: 12,
        borderRadius: 8,
        border: '1px solid var(--pd-color-border)',
        background: 'var(--pd-color-surface)',
        color: 'var(--pd-color-text)',
        minHeight: 96,
      }}
    >
      <p style={{ margin: 0, fontSize: 12, color: 'var(--pd-color-text-muted)' }}>{time}</p>
      <h3 style={{ margin: '4px 0', fontSize: 14 }}>
        {home} vs {away}
      </h3>
    </article>
  ));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: 'Promotions', slides: banners(3) },
  argTypes: {
    slides: { control: false },
    children: { control: false },
    autoplayMs: { control: { type: 'number', min: 0, step: 500 } },
    speedMs: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home banner defaults: autoplay 5000 ms, speed 1000 ms, loop (more than one slide). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const stop = t(globals, 'ui.carousel.stopRotation', 'Stop automatic slide show');
    const start = t(globals, 'ui.carousel.startRotation', 'Start automatic slide show');
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    const live = canvas.getAllByRole('group')[0]?.parentElement;
    await expect(carousel).toHaveAttribute('aria-roledescription');
    // Rotating: the slides are not announced.
    await userEvent.unhover(carousel);
    await waitFor(() => expect(live).toHaveAttribute('aria-live', 'off'));
    await userEvent.click(canvas.getByRole('button', { name: stop }));
    await expect(canvas.getByRole('button', { name: start })).toBeInTheDocument();
    await expect(live).toHaveAttribute('aria-live', 'polite');
  },
};

export const Playground: Story = {
  args: { slides: banners(5), autoplayMs: 5000, speedMs: 1000, slidesPerView: 1, spacing: 0, showDots: true },
};

/** One slide: no arrows, no loop, no autoplay. */
export const SingleSlide: Story = {
  args: { slides: banners(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Many slides: arrows and dots; next moves one slide on. */
export const ManySlides: Story = {
  args: { slides: banners(8), showDots: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const dot = (index: number) =>
      canvas.getByRole('button', { name: t(globals, 'ui.carousel.goToSlide', 'Go to slide {index}', index) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t(globals, 'ui.next', 'Next') }));
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'));
    await expect(dot(1)).not.toHaveAttribute('aria-current');
    // Clicking a control moved focus into the carousel, which stops rotation (APG).
    await expect(
      canvas.getByRole('button', {
        name: t(globals, 'ui.carousel.startRotation', 'Start automatic slide show'),
      }),
    ).toBeInTheDocument();
  },
};

/** Home banner (spec section 9): 3 slides per view, spacing 20 px, loop at 1000 ms. */
export const Banner: Story = {
  args: { label: 'Home banner', slides: banners(5), slidesPerView: 3, spacing: 20 },
  play: async ({ canvasElement }) => {
    const groups = within(canvasElement).getAllByRole('group');
    const [first, second] = groups.map((g) => g.getBoundingClientRect());
    // Three slides share the width, 20 px apart.
    await expect(Math.round((second?.left ?? 0) - (first?.left ?? 0) - (first?.width ?? 0))).toBe(0);
    const firstImage = groups[0]?.querySelector('img')?.getBoundingClientRect();
    const secondImage = groups[1]?.querySelector('img')?.getBoundingClientRect();
    await expect(Math.round((secondImage?.left ?? 0) - (firstImage?.right ?? 0))).toBe(20);
  },
};

/** Bounding boxes overlap (touch targets that cover each other). */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The home banner on a 360 px phone: a 3:1 picture in a 328 px column, about 109 px high. The arrows stay clear of the
 * rotation control (top start) and inside the picture.
 */
export const PhoneBanner: Story = {
  args: {
    label: 'Home banner',
    slides: banners(3, 'phone'),
    showDots: true,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const rotation = canvas
      .getByRole('button', { name: t(globals, 'ui.carousel.stopRotation', 'Stop automatic slide show') })
      .getBoundingClientRect();
    const stage = canvas.getAllByRole('group')[0]!.getBoundingClientRect();
    await expect(Math.round(stage.height)).toBeLessThan(120);
    for (const [id, english] of [
      ['ui.previous', 'Previous'],
      ['ui.next', 'Next'],
    ] as const) {
      const arrow = canvas.getByRole('button', { name: t(globals, id, english) }).getBoundingClientRect();
      await expect(overlaps(arrow, rotation)).toBe(false);
      await expect(arrow.bottom).toBeLessThanOrEqual(stage.bottom);
      await expect(arrow.top).toBeGreaterThanOrEqual(stage.top);
    }
  },
};

/** Hot matches with 4 at 4 per view: everything fits, so no arrows (spec section 2). */
export const HotMatches4: Story = {
  args: { label: 'Hot matches', slides: hotMatches(4), slidesPerView: 4, spacing: 12 },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: t(globals, 'ui.next', 'Next') }),
    ).toBeNull();
  },
};

/** Hot matches with 5 at 4 per view: arrows appear. */
export const HotMatches5: Story = {
  args: { label: 'Hot matches', slides: hotMatches(5), slidesPerView: 4, spacing: 12 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t(globals, 'ui.next', 'Next') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(globals, 'ui.previous', 'Previous') })).toBeVisible();
  },
};
