import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fieldError } from '../../http/errors.ts';
import { checkImage, MAX_PIXELS } from '../../platform/image.ts';

// A brand's logo and banner, uploaded from the console: resized to where the
// shop shows them (logo 240×120 on white, banner 1200×300 cropped), JPEG,
// under `${uploadsDir}/brands/`. The answer is the path the brand form saves;
// the save is the audited write.

export const BRAND_PICTURE_BYTES = 5 * 1024 * 1024;

const SIZES = {
  logo: { width: 240, height: 120, fit: 'contain' },
  banner: { width: 1200, height: 300, fit: 'cover' },
} as const;

export async function saveBrandPicture(
  uploadsDir: string,
  kind: keyof typeof SIZES,
  input: Buffer,
): Promise<string> {
  await checkImage(input);
  const size = SIZES[kind];
  let out: Buffer;
  try {
    out = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw fieldError('file', '图片无法读取，请换一张');
  }
  const name = `${kind}-${randomBytes(8).toString('hex')}.jpg`;
  await mkdir(join(uploadsDir, 'brands'), { recursive: true });
  await writeFile(join(uploadsDir, 'brands', name), out);
  return `/uploads/brands/${name}`;
}
