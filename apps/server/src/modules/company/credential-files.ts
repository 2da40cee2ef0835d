import { type PaperRule, privateFiles, sniffPaper } from '../../platform/private-files.ts';

// Licence files: a JPEG, PNG or WebP picture or a PDF of at most 5 MB, told
// from the bytes, stored under `${filesDir}/credentials/` with a random name
// (platform/private-files.ts). That folder is not served as static files: only
// the company's own users and staff fetch a file, through the routes that
// check who asks.

export const MAX_LICENCE_BYTES = 5 * 1024 * 1024;
const LICENCE: PaperRule = {
  maxBytes: MAX_LICENCE_BYTES,
  images: ['jpeg', 'png', 'webp'],
  pdf: true,
  accepts: ' JPG、PNG、WebP 图片或 PDF 文件',
};

/** What the bytes are, or a 422 on `file`. */
export const sniffLicence = (input: Buffer) => sniffPaper(input, LICENCE);

export function credentialFiles(filesDir: string) {
  const files = privateFiles(filesDir, 'credentials');
  return {
    /** Checks the bytes and stores them; returns the stored name and its type. */
    store: (input: Buffer) => files.store(input, LICENCE),
    /** Takes back a file whose row was not written. */
    remove: files.remove,
    /** The stored bytes; null when the name is not one this module made or the file is gone. */
    read: files.read,
  };
}

export type CredentialFiles = ReturnType<typeof credentialFiles>;
