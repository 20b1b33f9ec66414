/**
 * WebP renderings of the generated game icons and vendor logos (./icons.ts), for the site's `<img>` tags.
 *
 * Why raster: Chromium builds a separate SVG document on the main thread for every SVG `<img>` (about 10-40 ms each,
 * some 40 on a home page load) and shapes its `<text>`; a WebP is decoded off the main thread like any vendor's
 * real icon. The SVG is rendered by sharp (libvips + librsvg, on libuv's worker threads, so the event loop only
 * waits for the answer) and the bytes are kept in a bounded in-memory LRU keyed by the SVG text itself: the same
 * game or vendor gives the same SVG, and a renamed game gives a new key rather than a stale picture.
 */
import sharp from 'sharp';
import { strongEtag } from '../../infra/etag.ts';

/** A rendered image: its bytes and a strong ETag of them (`"<22 base64url chars of SHA-256>"`). */
export interface RasterImage {
  bytes: Buffer;
  etag: string;
}

/** Game icon edge in pixels (the SVG is 200x200; 256 covers the lobby tile at 2x on a phone). */
export const GAME_ICON_PX = 256;
/** Vendor logo in CSS pixels (the SVG's size) and the scale it is rendered at (2x: crisp on high-density screens). */
export const VENDOR_LOGO = { width: 240, height: 120, scale: 2 } as const;
/** WebP quality (0-100) of the icons: about 2-4 KB each at 80. */
export const ICON_WEBP_QUALITY = 80;
/** Rendered icons kept in memory (about 2-4 KB each: under 8 MB when full). */
export const RASTER_CACHE_ENTRIES = 2_000;

/**
 * Renders an SVG document to WebP of exactly `width` x `height` pixels.
 * @param svg the SVG text; `svgWidth` is its intrinsic width in CSS pixels, from which the rasterising density is
 *   worked out so text and curves are drawn at the target size rather than scaled up from 1x
 * @param quality WebP quality 0-100
 * @throws whatever sharp throws for an SVG it cannot parse (the callers render only SVG from ./icons.ts or scripts)
 */
export async function svgToWebp(
  svg: string,
  o: { width: number; height: number; svgWidth: number; quality: number },
): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * o.width) / o.svgWidth })
    .resize(o.width, o.height, { fit: 'fill' })
    .webp({ quality: o.quality, effort: 4 })
    .toBuffer();
}

/**
 * A bounded least-recently-used cache of rendered images. A key being rendered holds its promise, so concurrent
 * requests for it share one rendering; a rendering that fails is dropped (the next request tries again).
 */
export class RenderCache {
  private readonly entries = new Map<string, Promise<RasterImage>>();

  /** @param max entries kept; the least recently used is dropped past it */
  constructor(readonly max = RASTER_CACHE_ENTRIES) {}

  /** Entries held (rendered or in flight). */
  get size(): number {
    return this.entries.size;
  }

  /** The image for `key`, rendered by `render` when not held. Rejects when `render` rejects. */
  get(key: string, render: () => Promise<Buffer>): Promise<RasterImage> {
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      this.entries.set(key, held);
      return held;
    }
    const made = render().then((bytes) => ({ bytes, etag: strongEtag(bytes) }));
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}

/** Game icon, `GAME_ICON_PX` square WebP, from `svg` (a 200x200 gameIconSvg). */
export function gameIconWebp(cache: RenderCache, svg: string): Promise<RasterImage> {
  return cache.get(`game\n${svg}`, () =>
    svgToWebp(svg, { width: GAME_ICON_PX, height: GAME_ICON_PX, svgWidth: 200, quality: ICON_WEBP_QUALITY }),
  );
}

/** Vendor logo, 480x240 WebP (`VENDOR_LOGO` at its scale), from `svg` (a 240x120 vendorIconSvg). */
export function vendorLogoWebp(cache: RenderCache, svg: string): Promise<RasterImage> {
  const { width, height, scale } = VENDOR_LOGO;
  return cache.get(`vendor\n${svg}`, () =>
    svgToWebp(svg, {
      width: width * scale,
      height: height * scale,
      svgWidth: width,
      quality: ICON_WEBP_QUALITY,
    }),
  );
}
