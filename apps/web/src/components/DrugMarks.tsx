import type { Goods } from '@shop/contract';
import styles from './DrugMarks.module.css';

type Marked = Pick<Goods, 'drug_class' | 'is_special_compound' | 'is_cold_chain'>;

/** What each mark says on screen, what it means in full, and its colour. */
const CLASS_MARKS = {
  rx: { text: 'Rx', full: '处方药', tone: styles.red },
  otc_a: { text: 'OTC甲', full: '甲类非处方药', tone: styles.red },
  otc_b: { text: 'OTC乙', full: '乙类非处方药', tone: styles.green },
} as const;

/**
 * The drug class and the flags a pharmacist looks for first: Rx, OTC 甲 in
 * red and OTC 乙 in green as on the pack, then 含特 and 冷链. Each mark's
 * short text is visible; its full name is read out and shown on hover.
 * `inline`: beside a name on the same line (the cart).
 */
export function DrugMarks({ goods, inline = false }: { goods: Marked; inline?: boolean }) {
  const marks: { text: string; full: string; tone: string | undefined }[] = [];
  if (goods.drug_class !== 'none') marks.push(CLASS_MARKS[goods.drug_class]);
  if (goods.is_special_compound === 1)
    marks.push({ text: '含特', full: '含特殊药品复方制剂', tone: styles.special });
  if (goods.is_cold_chain === 1)
    marks.push({ text: '冷链', full: '冷链（2-8°C）', tone: styles.cold });
  if (marks.length === 0) return null;
  return (
    <ul
      className={inline ? `${styles.marks} ${styles.inline}` : styles.marks}
      aria-label="药品分类"
    >
      {marks.map((m) => (
        <li key={m.text} className={m.tone} title={m.full}>
          <span aria-hidden="true">{m.text}</span>
          <span className="visually-hidden">{m.full}</span>
        </li>
      ))}
    </ul>
  );
}
