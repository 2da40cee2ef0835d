import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { fieldError } from '../../http/errors.ts';
import { MAX_PIXELS } from '../../platform/image.ts';

// Licence files: a JPEG, PNG or WebP picture or a PDF of at most 5 MB, told
// from the bytes (never the name or the declared type), stored as sent under
// `${filesDir}/credentials/` with a random name. That folder is not served as
// static files: only the company's own users and staff fetch a file, through
// the routes that check who asks.

export const MAX_LICENCE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
};
const SUBDIR = 'credentials';
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

/** What the bytes are, or a 422 on `file`. */
export async function sniffLicence(input: Buffer): Promise<{ mime: string; ext: string }> {
  if (input.length === 0) throw fieldError('file', '文件为空，请重新选择');
  if (input.length > MAX_LICENCE_BYTES) throw fieldError('file', '文件不能超过 5 MB');
  if (input.subarray(0, 5).toString('latin1') === '%PDF-') {
    // Opening it with a PDF reader proves it is one: a header and a trailer
    // around anything else (an HTML page, say) are refused.
    if (!(await opensAsPdf(input))) throw fieldError('file', 'PDF 文件无法打开，请重新导出');
    return { mime: 'application/pdf', ext: 'pdf' };
  }
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  const type = meta?.format ? IMAGE_TYPES[meta.format] : undefined;
  if (!type) throw fieldError('file', '请上传 JPG、PNG、WebP 图片或 PDF 文件');
  // Decoding the whole picture proves it is one (a valid header over junk is refused).
  const decodes = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .stats()
    .then(() => true)
    .catch(() => false);
  if (!decodes) throw fieldError('file', '图片无法读取，请换一张');
  return type;
}

async function opensAsPdf(input: Buffer): Promise<boolean> {
  try {
    // pdf.js takes (and detaches) the buffer it is given: a copy keeps the caller's bytes.
    const doc = await getDocumentProxy(new Uint8Array(input), { verbosity: 0 });
    const pages = doc.numPages;
    await doc.destroy();
    return pages > 0;
  } catch {
    return false;
  }
}

export function credentialFiles(filesDir: string) {
  const dir = join(filesDir, SUBDIR);
  return {
    /** Checks the bytes and stores them; returns the stored name and its type. */
    async store(input: Buffer) {
      const type = await sniffLicence(input);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(join(dir, name), input, { flag: 'wx' });
      return { file: name, fileType: type.mime };
    },

    /** Writes a generated file (the demo seed). */
    async storeGenerated(input: Buffer, ext: 'png' | 'pdf') {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(join(dir, name), input, { flag: 'wx' });
      return name;
    },

    /** Takes back a file whose row was not written. */
    async remove(name: string) {
      if (STORED_NAME.test(name)) await rm(join(dir, name), { force: true });
    },

    /** The stored bytes; null when the name is not one this module made or the file is gone. */
    async read(name: string): Promise<Buffer | null> {
      if (!STORED_NAME.test(name)) return null;
      return readFile(join(dir, name)).catch(() => null);
    },
  };
}

export type CredentialFiles = ReturnType<typeof credentialFiles>;
