import { storePhotoIn } from '../../platform/image.ts';

// Photos a buyer attaches to an after-sales request: JPEG, PNG or WebP of at
// most 5 MB, re-encoded to a JPEG of at most 1600 px a side, under
// `${uploadsDir}/after-sales/` (platform/image.ts).

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const storePhoto = (uploadsDir: string, input: Buffer) =>
  storePhotoIn(uploadsDir, 'after-sales', input);
