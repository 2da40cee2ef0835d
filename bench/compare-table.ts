// Reads the closing Markdown table each bench prints and puts the runs of two
// commits side by side. The benches are parsed from their output, not from a
// results file, so a base commit from before this script compares as well.

/** A bench's closing table: its header and its rows, cells trimmed. */
export type Table = { header: string[]; rows: string[][] };

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The last Markdown table in a bench's output (header, separator, rows), or undefined. */
export function lastTable(output: string): Table | undefined {
  const lines = output.split('\n');
  let found: Table | undefined;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || !/^\|[-| ]+\|$/.test(lines[i + 1]!.trim())) continue;
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith('|'); j++) rows.push(cellsOf(lines[j]!));
    found = { header: cellsOf(lines[i]!), rows };
    i = j - 1;
  }
  return found;
}

const NUMBER = /-?\d[\d,]*(?:\.\d+)?/g;
const parse = (n: string) => Number(n.replace(/,/g, ''));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Formats like the bench did: as many decimals, thousands separated if it used them. */
function like(sample: string, value: number): string {
  const decimals = sample.split('.')[1]?.length ?? 0;
  return sample.includes(',')
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })
    : value.toFixed(decimals);
}

/**
 * Several runs' cells of one column merged: each number replaced by its median
 * over the runs when every run printed the same shape ("12 / 40" stays
 * "p50 / p99"); otherwise the runs' texts joined.
 */
export function mergeCells(cells: string[]): { text: string; value?: number } {
  if (cells.length === 0) return { text: '' };
  const shape = (c: string) => c.replace(NUMBER, '#');
  const numbers = cells.map((c) => c.match(NUMBER) ?? []);
  if (numbers[0]!.length === 0 || cells.some((c) => shape(c) !== shape(cells[0]!)))
    return { text: [...new Set(cells)].join(' / ') };
  let k = 0;
  const medians = numbers[0]!.map((_, i) => median(numbers.map((ns) => parse(ns[i]!))));
  const text = cells[0]!.replace(NUMBER, (sample) => like(sample, medians[k++]!));
  const runs = cells.length > 1 ? ` (${cells.join('; ')})` : '';
  return { text: `${text}${runs}`, value: medians.length === 1 ? medians[0] : undefined };
}

const change = (base?: number, head?: number) =>
  base === undefined || head === undefined || base === 0
    ? ''
    : `${head >= base ? '+' : ''}${(((head - base) / base) * 100).toFixed(1)}%`;

/**
 * One table: every row and column (but the target, which does not change) of
 * a bench's closing table, the base's and the head's medians over the runs
 * with the runs in brackets, and the head's change against the base.
 */
export function sideBySide(
  bench: string,
  base: Table[],
  head: Table[],
  labels: { base: string; head: string },
): string {
  const header = (head[0] ?? base[0])?.header ?? [];
  const rowKeys = [...new Set([...head, ...base].flatMap((t) => t.rows.map((r) => r[0]!)))];
  const lines = [
    `| ${bench} | figure | ${labels.base} | ${labels.head} | change |`,
    '|---|---|---|---|---|',
  ];
  const column = (tables: Table[], row: string, name: string) =>
    tables.flatMap((t) => {
      const i = t.header.indexOf(name);
      const r = t.rows.find((x) => x[0] === row);
      return i > 0 && r?.[i] !== undefined ? [r[i]!] : [];
    });
  for (const row of rowKeys) {
    for (const name of header.slice(1)) {
      if (name === 'target') continue;
      const b = mergeCells(column(base, row, name));
      const h = mergeCells(column(head, row, name));
      if (!b.text && !h.text) continue;
      lines.push(`| ${row} | ${name} | ${b.text} | ${h.text} | ${change(b.value, h.value)} |`);
    }
  }
  return lines.join('\n');
}
