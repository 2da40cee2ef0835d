import { eq, or, type SQL, sql } from 'drizzle-orm';
import { likeEscape } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';

const p = (name: string) => sql.placeholder(name);

/** Pinyin initials hold only these (pinyin.ts), so other words cannot match them. */
const INITIALS_ONLY = /^[a-z0-9]+$/;

/**
 * How a buyer's keywords match goods: the name or manufacturer contains them,
 * the national code or approval number equals them, or the name's pinyin
 * initials contain them (`amxl` finds 注射用阿莫西林钠克拉维酸钾, not only
 * names starting with 阿莫西林).
 *
 * `shape` names which parts are present, so queries of one shape share a
 * prepared statement; `params` are its placeholders' values.
 */
export function keywordMatch(words: string): {
  shape: string;
  params: Record<string, unknown>;
  where: () => SQL;
  /** 0 for goods whose name or initials start with the words: those are listed first. */
  rank: () => SQL;
} {
  const lower = words.toLowerCase();
  const params: Record<string, unknown> = {
    words,
    lower,
    contains: `%${likeEscape(words)}%`,
    namePrefix: `${likeEscape(words)}%`,
    prefix: `${likeEscape(lower)}%`,
    initialsContains: `%${likeEscape(lower)}%`,
    keyword: words,
  };
  const rank = () =>
    sql`CASE WHEN ${goods.name} LIKE ${p('namePrefix')} OR ${goods.nameInitials} LIKE ${p('prefix')} THEN 0 ELSE 1 END`;
  const text = () =>
    sql`(${goods.name} ILIKE ${p('contains')} OR ${goods.manufacturer} ILIKE ${p('contains')})`;
  const codes = () =>
    or(eq(goods.nationalCode, p('keyword')), eq(goods.approvalNumber, p('keyword')))!;

  // One character has no two-character piece to look up: every row is read,
  // as before, and initials match from the start only (a single letter
  // anywhere would match nearly every goods).
  if ([...words].length < 2) {
    return {
      shape: 'kw',
      params,
      rank,
      where: () => sql`(${text()} OR ${goods.nameInitials} LIKE ${p('prefix')} OR ${codes()})`,
    };
  }

  // Each part keeps its own index (migration 0007's bigrams of name and
  // manufacturer, the initials' prefix btree, the initials' bigrams, the code
  // btrees); under one OR PostgreSQL would compute every row's bigrams.
  const initials = INITIALS_ONLY.test(lower);
  const parts = () => {
    const list = [
      sql`SELECT ${goods.id} FROM ${goods} WHERE shop_bigrams(${goods.name} || ' ' || ${goods.manufacturer}) @> shop_bigrams(${p('words')}) AND ${text()}`,
      sql`SELECT ${goods.id} FROM ${goods} WHERE ${codes()}`,
    ];
    if (initials) {
      list.push(
        sql`SELECT ${goods.id} FROM ${goods} WHERE ${goods.nameInitials} LIKE ${p('prefix')}`,
        sql`SELECT ${goods.id} FROM ${goods} WHERE shop_bigrams(${goods.nameInitials}) @> shop_bigrams(${p('lower')}) AND ${goods.nameInitials} LIKE ${p('initialsContains')}`,
      );
    }
    return sql.join(list, sql` UNION ALL `);
  };
  return {
    shape: initials ? 'kw2i' : 'kw2',
    params,
    rank,
    where: () => sql`${goods.id} IN (${parts()})`,
  };
}

/**
 * The suggestions as one subquery `u(r, m, s)`, to be ordered by r, m DESC, s:
 * names starting with the words or their initials (r 1), names containing
 * them further in (r 2, with two characters or more, through the bigram
 * indexes), then manufacturers starting with them (r 3). The later branches
 * run only when the first left room (a one-time filter): one round trip on a
 * cache miss instead of three, which is what a miss's p99 waited for.
 */
export function suggestionsSql(scope: SQL, inside: 'none' | 'words' | 'initials'): SQL {
  const limit = p('limit');
  const startsWith = sql`(${goods.name} LIKE ${p('namePrefix')} OR ${goods.nameInitials} LIKE ${p('initialsPrefix')})`;
  const byName = sql`GROUP BY ${goods.name} ORDER BY max(${goods.sales}) DESC, ${goods.name} LIMIT ${limit}`;
  const room = sql`(SELECT count(*) FROM pre) < ${limit}`;
  const branches = [sql`SELECT 1 AS r, m, s FROM pre`];
  if (inside !== 'none') {
    const contains = [
      sql`SELECT ${goods.id} FROM ${goods} WHERE shop_bigrams(${goods.name} || ' ' || ${goods.manufacturer}) @> shop_bigrams(${p('words')}) AND ${goods.name} LIKE ${p('contains')}`,
    ];
    if (inside === 'initials') {
      contains.push(
        sql`SELECT ${goods.id} FROM ${goods} WHERE shop_bigrams(${goods.nameInitials}) @> shop_bigrams(${p('lower')}) AND ${goods.nameInitials} LIKE ${p('initialsContains')}`,
      );
    }
    branches.push(
      sql`SELECT 2, i.m, i.s FROM (SELECT ${goods.name} AS s, max(${goods.sales}) AS m FROM ${goods}
        WHERE ${scope} AND ${goods.id} IN (${sql.join(contains, sql` UNION ALL `)}) AND NOT ${startsWith}
        ${byName}) i WHERE ${room}`,
    );
  }
  branches.push(
    sql`SELECT 3, 0, k.s FROM (SELECT DISTINCT ${goods.manufacturer} AS s FROM ${goods}
      WHERE ${scope} AND (${goods.manufacturer} LIKE ${p('namePrefix')} OR ${goods.manufacturerInitials} LIKE ${p('initialsPrefix')})
      ORDER BY ${goods.manufacturer} LIMIT ${limit}) k WHERE ${room}`,
  );
  return sql`(WITH pre AS (SELECT ${goods.name} AS s, max(${goods.sales}) AS m FROM ${goods}
    WHERE ${scope} AND ${startsWith} ${byName})
    ${sql.join(branches, sql` UNION ALL `)}) AS u`;
}

export const isInitials = (lower: string) => INITIALS_ONLY.test(lower);
