/**
 * Uploaded proof images are never stored as sent: they are decoded and written again by sharp (libvips), so what is
 * kept and later shown to operators is pixels only.
 *
 * Why: a file is accepted on its first bytes (a png or jpg signature), but a file can start with a valid signature
 * and carry anything after it (a polyglot: an image header followed by HTML or script, or a payload hidden in
 * metadata chunks). Decoding and re-encoding keeps the picture and drops every byte that is not part of it: trailing
 * data, EXIF (with the phone's GPS position), comments, text chunks and ICC profiles. A file that does not decode
 * fully is refused, and so is one whose header declares more pixels than `PROOF_MAX_PIXELS` (a few kilobytes of
 * compressed zeros can declare gigabytes of pixels: a decompression bomb), before any pixel is decoded.
 */
import sharp from 'sharp';
import { fail } from '../../infra/errors.ts';

/** The image types a proof may have (spec sections 5 and 9: png or jpg). */
export type ProofMime = 'image/png' | 'image/jpeg';

/**
 * Most pixels a proof image may have: 25 megapixels (about 100 MB of RGBA while it is re-encoded). A phone screenshot
 * is 2-4 megapixels and a 5 MB jpg photo rarely exceeds 24.
 */
export const PROOF_MAX_PIXELS = 25_000_000;

/** JPEG quality (0-100) of the re-encoded proof: high enough that the text of a receipt screenshot stays sharp. */
export const PROOF_JPEG_QUALITY = 90;

const SIGNATURES: ReadonlyArray<[ProofMime, Buffer]> = [
  ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
];

/** The image type of `bytes` by its first bytes (signature), or null. Says nothing about the rest of the file. */
export function sniffImage(bytes: Buffer): ProofMime | null {
  for (const [mime, sig] of SIGNATURES)
    if (bytes.length > sig.length && bytes.subarray(0, sig.length).equals(sig)) return mime;
  return null;
}

/**
 * Decodes a proof image of type `mime` and encodes it again in the same format, without metadata, turned upright by
 * its EXIF orientation (which is dropped with the rest of the metadata).
 * @param bytes the uploaded file, whose signature already matched `mime`
 * @returns the re-encoded image (png: lossless; jpg: quality `PROOF_JPEG_QUALITY`, 4:4:4 chroma)
 * @throws PROOF_TOO_MANY_PIXELS (413, `{ max }` in megapixels) when the header declares more than `PROOF_MAX_PIXELS`;
 *   PROOF_UNREADABLE (422) when the file does not decode as a `mime` image (truncated, corrupt, another format)
 */
export async function reencodeProof(bytes: Buffer, mime: ProofMime): Promise<Buffer> {
  const format = mime === 'image/png' ? 'png' : 'jpeg';
  // limitInputPixels: false here, the header's size is checked below before any pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw fail('PROOF_UNREADABLE');
  if (meta.width * meta.height > PROOF_MAX_PIXELS)
    throw fail('PROOF_TOO_MANY_PIXELS', undefined, { max: PROOF_MAX_PIXELS / 1_000_000 });
  // failOn 'warning': a truncated or corrupt file is refused rather than stored half grey.
  const image = sharp(bytes, { limitInputPixels: PROOF_MAX_PIXELS, failOn: 'warning' }).rotate();
  const out =
    format === 'png'
      ? image.png({ compressionLevel: 9 })
      : image.jpeg({ quality: PROOF_JPEG_QUALITY, chromaSubsampling: '4:4:4' });
  return out.toBuffer().catch(() => {
    throw fail('PROOF_UNREADABLE');
  });
}
