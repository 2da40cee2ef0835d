import sharp from 'sharp';
import { fieldError } from '../http/errors.ts';

// Uploaded pictures (goods images, after-sales photos): only JPEG, PNG or
// WebP, and never a canvas so large that decoding it would take the server
// down; whatever passes is re-encoded by the caller, dropping anything else
// the file carried.

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A small file can still claim a huge canvas; refuse it before decoding. */
export const MAX_PIXELS = 40_000_000;

/** Refuses (422 on `file`) anything that is not a readable JPEG, PNG or WebP. */
export async function checkImage(input: Buffer): Promise<void> {
  // sharp throws at once (not in the promise) for an empty buffer.
  const meta =
    input.length === 0
      ? null
      : await sharp(input, { limitInputPixels: MAX_PIXELS })
          .metadata()
          .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format))
    throw fieldError('file', '请上传 JPG、PNG 或 WebP 图片');
}
