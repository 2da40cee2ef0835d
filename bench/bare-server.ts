// The bare limit the shop is measured against (DESIGN.md, Performance notes):
// plain Fastify 5 + pg in one process, running the shop's own SQL for goods
// list, goods detail and search suggestions (apps/server/src/modules/catalog/
// repo.ts) and answering the rows as `{code,msg,data}`. No sessions, no schema
// validation, no serializer, no caches: what is left is HTTP, PostgreSQL and
// JSON, the part the shop cannot do without.
//
// Started by run.ts with PORT and DATABASE_URL (the shop's bench database).
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';

const PAGE_SIZE = 20;
const SUGGEST_LIMIT = 10;

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10, // the shop's pool size
  // As the shop does: plan each execution with its values; a generic plan for
  // `category_id = $1 ORDER BY id LIMIT $2` walks the whole primary key.
  options: '-c plan_cache_mode=force_custom_plan',
});

// The shop's list orders (repo.ts orderBy, with no `order` given).
const ORDER_BY = {
  default: 'id ASC',
  sale: 'sales DESC, id ASC',
  price: 'price_fen ASC, id ASC',
} as const;
type Sort = keyof typeof ORDER_BY;
type CategoryColumn = 'category_root_id' | 'category_id';

const ROWS_BY_IDS = 'SELECT * FROM goods WHERE id = ANY($1) AND is_hidden = false';
const SUGGEST_NAMES = `SELECT name AS s FROM goods
  WHERE is_hidden = false AND (name LIKE $1 OR name_initials LIKE $2)
  GROUP BY name ORDER BY max(sales) DESC, name ASC LIMIT $3`;
const SUGGEST_MAKERS = `SELECT DISTINCT manufacturer AS s FROM goods
  WHERE is_hidden = false AND (manufacturer LIKE $1 OR manufacturer_initials LIKE $2)
  ORDER BY manufacturer ASC LIMIT $3`;

const ok = (data: unknown) => ({ code: 10000, msg: 'success', data });
const refuse = (reply: FastifyReply, status: number, msg: string) =>
  reply.code(status).send({ code: status, msg, data: null });
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// The main category tree, read once: a root category lists its whole branch
// (category_root_id), any other its own goods (category_id). The shop keeps
// this tree in memory too, outside the caches the benchmark counts.
const categoryColumn = new Map<number, CategoryColumn>(
  (
    await pool.query<{ id: number; root: boolean }>(
      `SELECT id, parent_id IS NULL AS root FROM categories WHERE tree = 'main'`,
    )
  ).rows.map((c) => [c.id, c.root ? 'category_root_id' : 'category_id']),
);

const app = Fastify();

app.get<{ Params: { id: string } }>('/api/goods/detail/:id', async (req, reply) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id)) return refuse(reply, 400, 'id');
  const { rows } = await pool.query({ name: 'rows', text: ROWS_BY_IDS, values: [[id]] });
  return rows[0] ? ok(rows[0]) : refuse(reply, 404, '商品不存在');
});

app.get<{ Querystring: { select?: string; page?: string; sort?: string } }>(
  '/api/goods/list',
  async (req, reply) => {
    const category = Number(req.query.select);
    const column = categoryColumn.get(category);
    const page = Number(req.query.page ?? 1);
    const sort = req.query.sort ?? 'default';
    if (!column || !Number.isSafeInteger(page) || page < 1 || !Object.hasOwn(ORDER_BY, sort)) {
      return refuse(reply, 400, 'select, page or sort');
    }
    // As the shop: the page's ids from the narrow (category, id) index and the
    // count side by side, then the wide rows of those ids.
    const [pageIds, count] = await Promise.all([
      pool.query<{ id: number }>({
        name: `page|${column}|${sort}`,
        text: `SELECT id FROM goods WHERE is_hidden = false AND ${column} = $1
               ORDER BY ${ORDER_BY[sort as Sort]} LIMIT $2 OFFSET $3`,
        values: [category, PAGE_SIZE, (page - 1) * PAGE_SIZE],
      }),
      pool.query<{ n: number }>({
        name: `count|${column}`,
        text: `SELECT count(*)::int AS n FROM goods WHERE is_hidden = false AND ${column} = $1`,
        values: [category],
      }),
    ]);
    const ids = pageIds.rows.map((r) => r.id);
    const rows =
      ids.length > 0
        ? (await pool.query<{ id: number }>({ name: 'rows', text: ROWS_BY_IDS, values: [ids] }))
            .rows
        : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const total = count.rows[0]!.n;
    return ok({
      data: ids.flatMap((id) => byId.get(id) ?? []),
      total,
      current_page: page,
      per_page: PAGE_SIZE,
      last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    });
  },
);

// Suggestions over all goods (the shop's type=0, the only kind the bench asks for).
app.get<{ Querystring: { keywords?: string } }>('/api/goods/search', async (req) => {
  const keyword = req.query.keywords ?? '';
  if (keyword === '') return ok([]);
  const prefix = `${likeEscape(keyword)}%`;
  const lower = `${likeEscape(keyword.toLowerCase())}%`;
  const names = await pool.query<{ s: string }>({
    name: 'suggestNames',
    text: SUGGEST_NAMES,
    values: [prefix, lower, SUGGEST_LIMIT],
  });
  if (names.rows.length >= SUGGEST_LIMIT) return ok(names.rows.map((r) => r.s));
  const makers = await pool.query<{ s: string }>({
    name: 'suggestMakers',
    text: SUGGEST_MAKERS,
    values: [prefix, lower, SUGGEST_LIMIT - names.rows.length],
  });
  return ok([...names.rows, ...makers.rows].map((r) => r.s));
});

process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
