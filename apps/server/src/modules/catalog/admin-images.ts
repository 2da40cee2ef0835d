import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import { checkImage, MAX_PIXELS } from '../../platform/image.ts';
import type { Audit } from '../staff/index.ts';
import { goodsWriteRepo } from './goods-write-repo.ts';
import { miniImage } from './serialize.ts';

// Uploaded goods pictures: two sizes per upload (the list's 400×400 and the
// mini 100×100), JPEG on white, under `${uploadsDir}/goods/{id}/`, served at
// /uploads/. goods.images holds the list-size paths in order.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 10;

const white = { r: 255, g: 255, b: 255 };

async function render(input: Buffer, size: number) {
  return sharp(input, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'cover', background: white })
    .flatten({ background: white })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

async function checkedImage(input: Buffer) {
  await checkImage(input);
  try {
    return await Promise.all([render(input, 400), render(input, 100)]);
  } catch {
    throw fieldError('file', '图片无法读取，请换一张');
  }
}

export function goodsImageService(deps: {
  db: Db;
  audit: Audit;
  uploadsDir: string;
  edited: (ids: number[]) => Promise<void>;
}) {
  const { db, audit, uploadsDir } = deps;
  const fileOf = (path: string) => join(uploadsDir, path.replace(/^\/uploads\//, ''));
  const removeFiles = (paths: string[]) =>
    Promise.all(
      paths.flatMap((p) => [
        rm(fileOf(p), { force: true }),
        rm(fileOf(miniImage(p)), { force: true }),
      ]),
    );

  /** Changes the list under a row lock, audited; the files follow the committed list. */
  async function change(
    actor: Actor,
    goodsId: number,
    action: string,
    next: (images: string[]) => string[],
  ) {
    const result = await db.transaction(async (tx) => {
      const repo = goodsWriteRepo(tx);
      const images = await repo.lockImages(goodsId);
      if (!images) throw notFound('商品');
      const after = next(images);
      await repo.setImages(goodsId, after);
      await audit(tx, actor, {
        action,
        targetType: 'goods',
        targetId: goodsId,
        before: { images },
        after: { images: after },
      });
      return { before: images, after };
    });
    await deps.edited([goodsId]);
    return result;
  }

  return {
    async add(actor: Actor, goodsId: number, input: Buffer) {
      const [list, mini] = await checkedImage(input);
      if (!(await goodsWriteRepo(db).exists(goodsId))) throw notFound('商品');
      const path = `/uploads/goods/${goodsId}/${randomBytes(8).toString('hex')}.jpg`;
      await mkdir(join(uploadsDir, 'goods', String(goodsId)), { recursive: true });
      await Promise.all([writeFile(fileOf(path), list), writeFile(fileOf(miniImage(path)), mini)]);
      try {
        return (
          await change(actor, goodsId, 'goods.image_add', (images) => {
            if (images.length >= MAX_IMAGES)
              throw new AppError('conflict', `每个商品最多 ${MAX_IMAGES} 张图片`);
            return [...images, path];
          })
        ).after;
      } catch (e) {
        await removeFiles([path]);
        throw e;
      }
    },

    async remove(actor: Actor, goodsId: number, n: number) {
      const { before, after } = await change(actor, goodsId, 'goods.image_remove', (images) => {
        if (n > images.length) throw notFound('图片');
        return images.filter((_, i) => i !== n - 1);
      });
      await removeFiles(before.filter((p) => !after.includes(p)));
      return after;
    },

    async reorder(actor: Actor, goodsId: number, order: string[]) {
      return (
        await change(actor, goodsId, 'goods.image_order', (images) => {
          const same =
            order.length === images.length &&
            [...order].sort().join() === [...images].sort().join();
          if (!same) throw fieldError('images', '图片顺序须包含该商品的全部图片');
          return order;
        })
      ).after;
    },
  };
}

export type GoodsImageService = ReturnType<typeof goodsImageService>;
