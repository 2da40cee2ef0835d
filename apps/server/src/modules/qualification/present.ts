import { goodsPaperKinds, type PaperItem, shopPaperKinds } from '@shop/contract';
import { shopDay } from '@shop/domain';
import type { PaperRow } from './repo.ts';

// How a paper reads in every answer, and the name its file downloads under.

const nameIn = (names: Record<string, string>, kind: string) =>
  Object.hasOwn(names, kind) ? names[kind]! : kind;

export const kindName = (r: Pick<PaperRow, 'goodsId' | 'kind'>) =>
  nameIn(r.goodsId === null ? shopPaperKinds : goodsPaperKinds, r.kind);

/** Validity counts in the shop's (Beijing) days, as the buyers' licences do. */
export function presentPaper(r: PaperRow, fileUrl: string, today = shopDay(new Date())): PaperItem {
  return {
    id: r.id,
    kind: r.kind,
    kind_name: kindName(r),
    title: r.title,
    number: r.number,
    issued_on: r.issuedOn,
    expires_on: r.expiresOn,
    expired: r.expiresOn !== null && r.expiresOn < today ? 1 : 0,
    file_type: r.fileType,
    file_url: fileUrl,
    created_at: r.createdAt.toISOString(),
  };
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * What the file is saved as: 药品经营许可证-京AA0100001.pdf, or the goods'
 * name first (阿莫西林胶囊-说明书.pdf), so a folder of downloads reads.
 */
export function downloadName(r: PaperRow, goodsName?: string): string {
  const parts = [goodsName, r.title || kindName(r), r.number].filter((p) => p);
  const base = parts.join('-').replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
  return `${base}.${EXT[r.fileType] ?? 'bin'}`;
}
