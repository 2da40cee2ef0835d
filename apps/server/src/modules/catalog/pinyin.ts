import { pinyin } from 'pinyin-pro';

/**
 * Lower-case pinyin initials of the Chinese characters in text, with ASCII
 * letters and digits kept: '阿莫西林胶囊' -> 'amxljn', '维生素C片' -> 'wsscp'.
 * Stored beside the name when goods are written, so search is an index lookup.
 */
export function initials(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
