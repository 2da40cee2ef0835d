import { type PaperRule, privateFiles } from '../../platform/private-files.ts';

// Where 首营资料 files live: `${filesDir}/qualification/`, private (served
// only through routes that check who asks), each under a random name.

/** A licence or approval document: a PDF scan or a photo, at most 10 MB. */
export const MAX_PAPER_BYTES = 10 * 1024 * 1024;
export const PAPER: PaperRule = {
  maxBytes: MAX_PAPER_BYTES,
  images: ['jpeg', 'png'],
  pdf: true,
  accepts: ' PDF、JPG 或 PNG 文件',
};

/** The 出库专用章: a PNG (its transparent background lets the print show through), at most 2 MB. */
export const MAX_SEAL_BYTES = 2 * 1024 * 1024;
export const SEAL: PaperRule = {
  maxBytes: MAX_SEAL_BYTES,
  images: ['png'],
  pdf: false,
  accepts: ' PNG 图片（透明背景的印章图）',
};

export const QUALIFICATION_FOLDER = 'qualification';

export const qualificationFiles = (filesDir: string) =>
  privateFiles(filesDir, QUALIFICATION_FOLDER);

export type QualificationFiles = ReturnType<typeof qualificationFiles>;
