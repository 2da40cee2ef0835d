import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** The longest side a stored photo keeps. */
const PHOTO_SIDE = 1600;

/**
 * A buyer's photo (after-sales, feedback): checked, re-encoded (dropping
 * whatever else the file carried) to a JPEG of at most 1600 px a side, stored
 * under `${uploadsDir}/${folder}/` with a random name; answers its url.
 */
export async function storePhotoIn(
  uploadsDir: string,
  folder: string,
  input: Buffer,
): Promise<string> {
  await checkImage(input);
  let jpeg: Buffer;
  try {
    jpeg = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: { r: 255, g: 255, b: 255 } })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw fieldError('file', '图片无法读取，请换一张');
  }
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(join(dir, name), jpeg);
  return `/uploads/${folder}/${name}`;
}
