import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fieldError } from '../../http/errors.ts';

// Photos a buyer attaches to an after-sales request: JPEG, PNG or WebP of at
// most 5 MB, re-encoded (which also drops whatever else the file carried) to
// a JPEG of at most 1600 px a side, under `${uploadsDir}/after-sales/`.

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
// A small file can still claim a huge canvas; refuse it before decoding.
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 1600;

export async function storePhoto(uploadsDir: string, input: Buffer): Promise<string> {
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format))
    throw fieldError('file', '请上传 JPG、PNG 或 WebP 图片');
  let jpeg: Buffer;
  try {
    jpeg = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: { r: 255, g: 255, b: 255 } })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw fieldError('file', '图片无法读取，请换一张');
  }
  const dir = join(uploadsDir, 'after-sales');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(join(dir, name), jpeg);
  return `/uploads/after-sales/${name}`;
}
