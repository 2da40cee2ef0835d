import { inflateRawSync } from 'node:zlib';

// An xlsx is a zip: a 1 MB upload can inflate to gigabytes (a zip bomb) before
// the spreadsheet reader counts a single row. Every entry is inflated here
// first with a cap on its output, so the real sizes decide, not the sizes the
// archive claims.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * True when every entry of the zip inflates and all of them together stay
 * within `maxBytes`; false for a broken archive or one that unpacks past it.
 */
export function zipUnpacksWithin(file: Buffer, maxBytes: number): boolean {
  try {
    let end = -1;
    for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 65_535); i--)
      if (file.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    if (end < 0) return false;
    const entries = file.readUInt16LE(end + 10);
    let at = file.readUInt32LE(end + 16);
    let left = maxBytes;
    for (let n = 0; n < entries; n++) {
      if (file.readUInt32LE(at) !== CENTRAL) return false;
      const method = file.readUInt16LE(at + 10);
      const compressed = file.readUInt32LE(at + 20);
      const local = file.readUInt32LE(at + 42);
      at +=
        46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
      if (file.readUInt32LE(local) !== LOCAL) return false;
      const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
      const data = file.subarray(start, start + compressed);
      if (data.length !== compressed) return false;
      const size =
        method === 0
          ? data.length
          : method === 8
            ? inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length
            : Number.POSITIVE_INFINITY;
      left -= size;
      if (left < 0) return false;
    }
    return true;
  } catch {
    // Past the cap (RangeError), a corrupt stream or a read past the end.
    return false;
  }
}
