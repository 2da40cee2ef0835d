import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { fieldError } from '../http/errors.ts';
import { MAX_PIXELS } from './image.ts';

// Private papers (buyers' licences, the shop's 首营资料, the 出库专用章): a
// picture or a PDF, told from the bytes (never the name or the declared
// type), stored as sent under `${filesDir}/<folder>/` with a random name.
// Those folders are not served as static files: only routes that check who
// asks read them back.

type ImageFormat = 'jpeg' | 'png' | 'webp';
export type StoredExt = 'jpg' | 'png' | 'webp' | 'pdf';
export type FileType = { mime: string; ext: StoredExt };

/** What a route takes: the largest file, the picture formats, whether a PDF will do. */
export type PaperRule = {
  maxBytes: number;
  images: readonly ImageFormat[];
  pdf: boolean;
  /** The words of the refusal: 请上传{accepts}. */
  accepts: string;
};

const IMAGE_TYPES: Record<ImageFormat, FileType> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
};
const PDF: FileType = { mime: 'application/pdf', ext: 'pdf' };
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** What the bytes are under the rule, or a 422 on `file`. */
export async function sniffPaper(input: Buffer, rule: PaperRule): Promise<FileType> {
  if (input.length === 0) throw fieldError('file', '文件为空，请重新选择');
  if (input.length > rule.maxBytes)
    throw fieldError('file', `文件不能超过 ${megabytes(rule.maxBytes)}`);
  const refused = () => fieldError('file', `请上传${rule.accepts}`);
  if (input.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!rule.pdf) throw refused();
    // Opening it with a PDF reader proves it is one: a header and a trailer
    // around anything else (an HTML page, say) are refused.
    if (!(await opensAsPdf(input))) throw fieldError('file', 'PDF 文件无法打开，请重新导出');
    return PDF;
  }
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  const format = rule.images.find((f) => f === meta?.format);
  if (!format) throw refused();
  // Decoding the whole picture proves it is one (a valid header over junk is refused).
  const decodes = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .stats()
    .then(() => true)
    .catch(() => false);
  if (!decodes) throw fieldError('file', '图片无法读取，请换一张');
  return IMAGE_TYPES[format];
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

/** One folder of private papers under the files dir. */
export function privateFiles(filesDir: string, folder: string) {
  const dir = join(filesDir, folder);
  const write = async (input: Buffer, ext: StoredExt) => {
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(join(dir, name), input, { flag: 'wx' });
    return name;
  };
  return {
    /** Checks the bytes under the rule and stores them; the stored name and its type. */
    async store(input: Buffer, rule: PaperRule) {
      const type = await sniffPaper(input, rule);
      return { file: await write(input, type.ext), fileType: type.mime };
    },

    /** Writes a file the server made itself (the demo's papers). */
    storeGenerated: (input: Buffer, ext: 'png' | 'pdf') => write(input, ext),

    /** Takes back a file whose row was not written, or was replaced. */
    async remove(name: string) {
      if (STORED_NAME.test(name)) await rm(join(dir, name), { force: true });
    },

    /** The stored bytes; null when the name is not one this store made or the file is gone. */
    async read(name: string): Promise<Buffer | null> {
      if (!STORED_NAME.test(name)) return null;
      return readFile(join(dir, name)).catch(() => null);
    },
  };
}

export type PrivateFiles = ReturnType<typeof privateFiles>;
