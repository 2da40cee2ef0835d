import pg from 'pg';

// What buyers can ask for, read from the shop's bench database after the demo
// seed: every visible goods, every category of the main tree with its real
// number of pages, and the prefixes a buyer types into the search box.

export type Catalogue = {
  /** Visible goods, in id order (hidden ones answer 404 and have no links to them). */
  goodsIds: number[];
  /** Every main-tree category, roots and children, with its page count at the list's page size. */
  categories: { id: number; pages: number }[];
  /** Distinct 1-4 character prefixes of goods names and of their pinyin initials. */
  prefixes: string[];
};

const PREFIX_MAX = 4;

export async function readCatalogue(databaseUrl: string, pageSize: number): Promise<Catalogue> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const goods = await db.query<{
      id: number;
      name: string;
      name_initials: string;
      category_id: number;
      category_root_id: number;
    }>(
      `SELECT id, name, name_initials, category_id, category_root_id
       FROM goods WHERE NOT is_hidden ORDER BY id`,
    );
    const categories = await db.query<{ id: number; root: boolean }>(
      `SELECT id, parent_id IS NULL AS root FROM categories WHERE tree = 'main' ORDER BY id`,
    );

    // The shop lists a root category by category_root_id (its whole branch)
    // and any other by category_id; count the same way.
    const perCategory = new Map<number, number>();
    const perRoot = new Map<number, number>();
    const prefixes = new Set<string>();
    for (const g of goods.rows) {
      perCategory.set(g.category_id, (perCategory.get(g.category_id) ?? 0) + 1);
      perRoot.set(g.category_root_id, (perRoot.get(g.category_root_id) ?? 0) + 1);
      // By code point, not UTF-16 unit, so a prefix never splits a character.
      for (const text of [Array.from(g.name), Array.from(g.name_initials)]) {
        for (let n = 1; n <= Math.min(PREFIX_MAX, text.length); n++) {
          prefixes.add(text.slice(0, n).join(''));
        }
      }
    }

    return {
      goodsIds: goods.rows.map((g) => g.id),
      categories: categories.rows.map((c) => {
        const count = (c.root ? perRoot : perCategory).get(c.id) ?? 0;
        return { id: c.id, pages: Math.max(1, Math.ceil(count / pageSize)) };
      }),
      prefixes: [...prefixes],
    };
  } finally {
    await db.end();
  }
}
