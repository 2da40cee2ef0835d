import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No line kind number outside the registry: a kind's number (the spec's line
// type) is written once, in the module that owns the kind, in a file named
// *line-kind.ts; everyone else asks the registry. A number anywhere else is
// checkout or a caller knowing a kind again.

const modules = join(import.meta.dirname, '..');
/** Where line kinds are decided: the funnel, its callers, and the promotion modules. */
const AREAS = [
  'checkout',
  'cart',
  'order',
  'groupbuy',
  'payment',
  'aftersales',
  'flash',
  'combination',
  'gifts',
  'new-customer',
  'welfare',
];
const LEAKS: { what: string; re: RegExp }[] = [
  { what: 'a kind compared with a number', re: /\b(kind|type)\s*[!=]==?\s*\d/ },
  { what: 'a kind set to a number', re: /\bkind:\s*\d/ },
  { what: 'a kind number named outside its line-kind file', re: /_KIND\s*=\s*\d/ },
  { what: 'a kind looked up by a number', re: /kindOf\(\s*\d/ },
  {
    what: "a record of kinds keyed by numbers (checkout's old maps)",
    re: /(^|[{,])\s*\[?\d+\]?\s*:\s*[\w.]*(offer|Offer|kind|Kind)\b/,
  },
  { what: 'the group-buy mark read as a number', re: /activityType\s*[!=]==?\s*\d/ },
];

/** The lines of these files that name a line kind by its number, outside *line-kind.ts files. */
export function kindNumberLeaks(files: { path: string; text: string }[]) {
  return files.flatMap(({ path, text }) =>
    path.endsWith('line-kind.ts')
      ? []
      : text.split('\n').flatMap((line, i) => {
          const leak = LEAKS.find((l) => l.re.test(line));
          return leak ? [`${path}:${i + 1}: ${leak.what}: ${line.trim()}`] : [];
        }),
  );
}

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.test.ts')) return [];
    return [{ path: relative(modules, path), text: readFileSync(path, 'utf8') }];
  });
}

describe('line kind numbers', () => {
  it('are found when a caller compares, sets or looks one up', () => {
    const old = [
      "if (add.type === 1 && !add.flashGoodsId) throw fieldError('miaosha_goods_id', '请选择秒杀商品');",
      'const activity = line.kind === 1 ? undefined : activities.get(g.id);',
      'const key = { goodsId: g.id, kind: 3, originalPrice: false, combinationId };',
      'export const TRADEUP_KIND = 5;',
      'offers: { 1: flashOffer },',
      'export const isGroupBuy = (g: GoodsRow) => g.activityType === 1;',
    ];
    const found = kindNumberLeaks(old.map((text, i) => ({ path: `cart/old-${i}.ts`, text })));
    expect(found).toHaveLength(old.length);
    expect(kindNumberLeaks([{ path: 'flash/line-kind.ts', text: old[3]! }])).toEqual([]);
  });

  it('appear nowhere outside the line-kind files', () => {
    const files = AREAS.flatMap((a) => sources(join(modules, a)));
    expect(files.length).toBeGreaterThan(40);
    expect(kindNumberLeaks(files)).toEqual([]);
  });
});
