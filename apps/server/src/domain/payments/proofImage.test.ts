/**
 * Proof images are stored re-encoded (./proofImage.ts): a polyglot loses its payload, metadata is dropped, and a file
 * with an image signature that does not decode, or that declares too many pixels, is refused with a 4xx code.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../infra/errors.ts';
import { PROOF_MAX_PIXELS, reencodeProof, sniffImage } from './proofImage.ts';
import { JPEG_MIN, PNG_1X1 } from './testkit.ts';

const PAYLOAD = '<html><script>alert(document.cookie)</script></html>';

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** PNG_1X1 with `extra` chunks inserted after its header chunk (IHDR is 8 + 25 bytes). */
const withChunks = (...extra: Buffer[]) =>
  Buffer.concat([PNG_1X1.subarray(0, 33), ...extra, PNG_1X1.subarray(33)]);

async function refused(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe('proof image re-encoding', () => {
  it('tells png and jpg apart by their signature only', () => {
    expect(sniffImage(PNG_1X1)).toBe('image/png');
    expect(sniffImage(JPEG_MIN)).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a........'))).toBeNull();
    expect(sniffImage(PNG_1X1.subarray(0, 8))).toBeNull();
  });

  it('drops trailing HTML from a png polyglot and keeps the picture', async () => {
    const polyglot = Buffer.concat([PNG_1X1, Buffer.from(PAYLOAD)]);
    const out = await reencodeProof(polyglot, 'image/png');
    expect(out.includes(Buffer.from('<script'))).toBe(false);
    expect(sniffImage(out)).toBe('image/png');
    const px = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const orig = await sharp(PNG_1X1).raw().toBuffer({ resolveWithObject: true });
    expect(px.info).toMatchObject({ width: 1, height: 1 });
    expect(px.data.equals(orig.data)).toBe(true);
  });

  it('drops a payload hidden in png text chunks', async () => {
    const hidden = withChunks(chunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`, 'latin1')));
    expect((await sharp(hidden).metadata()).format).toBe('png');
    const out = await reencodeProof(hidden, 'image/png');
    expect(out.includes(Buffer.from('<script'))).toBe(false);
  });

  it('drops jpg metadata (EXIF with a GPS position, comments) and trailing bytes', async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: PAYLOAD }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(photo.includes(Buffer.from('<script'))).toBe(true);
    const out = await reencodeProof(Buffer.concat([photo, Buffer.from(PAYLOAD)]), 'image/jpeg');
    expect(out.includes(Buffer.from('<script'))).toBe(false);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file whose signature is png but whose content is not (422 PROOF_UNREADABLE)', async () => {
    const garbage = Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from(PAYLOAD)]);
    const idat = PNG_1X1.indexOf('IDAT');
    const truncated = PNG_1X1.subarray(0, idat + 8);
    const corruptData = Buffer.from(PNG_1X1);
    corruptData.writeUInt8(corruptData.readUInt8(idat + 6) ^ 0xff, idat + 6); // inside the image data: the chunk's CRC no longer matches
    for (const [name, bytes] of [
      ['garbage after the signature', garbage],
      ['truncated', truncated],
      ['corrupt image data', corruptData],
    ] as const) {
      const e = await refused(reencodeProof(bytes, 'image/png'));
      expect([e.errorCode, e.status], name).toEqual(['PROOF_UNREADABLE', 422]);
    }
  });

  it('refuses a jpg sent as png and a png sent as jpg (422 PROOF_UNREADABLE)', async () => {
    expect((await refused(reencodeProof(JPEG_MIN, 'image/png'))).errorCode).toBe('PROOF_UNREADABLE');
    expect((await refused(reencodeProof(PNG_1X1, 'image/jpeg'))).errorCode).toBe('PROOF_UNREADABLE');
  });

  it('refuses a decompression bomb from its header, before decoding (413 PROOF_TOO_MANY_PIXELS)', async () => {
    // A header declaring 100 000 x 100 000 RGBA pixels (40 GB decoded) in a file of a few dozen bytes.
    const ihdr = Buffer.from(PNG_1X1.subarray(16, 29));
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    const bomb = Buffer.concat([PNG_1X1.subarray(0, 8), chunk('IHDR', ihdr), PNG_1X1.subarray(33)]);
    const e = await refused(reencodeProof(bomb, 'image/png'));
    expect([e.errorCode, e.status, e.params]).toEqual([
      'PROOF_TOO_MANY_PIXELS',
      413,
      { max: PROOF_MAX_PIXELS / 1_000_000 },
    ]);
  });
});
