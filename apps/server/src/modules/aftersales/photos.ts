import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fieldError } from '../../http/errors.ts';
import { checkImage, MAX_PIXELS } from '../../platform/image.ts';

// Photos a buyer attaches to an after-sales request: JPEG, PNG or WebP of at
// most 5 MB, re-encoded (which also drops whatever else the file carried) to
// a JPEG of at most 1600 px a side, under `${uploadsDir}/after-sales/`.

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 1600;

export async function storePhoto(uploadsDir: string, input: Buffer): Promise<string> {
  await checkImage(input);
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
