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
 * Suggestions whose name or initials contain the words without starting with
 * them (those came first, from the prefix indexes), through the bigram
 * indexes; the words have two characters or more.
 */
export function containsSuggestionWhere(initials: boolean): SQL {
  const list = [
    sql`SELECT ${goods.id} FROM ${goods} WHERE shop_bigrams(${goods.name} || ' ' || ${goods.manufacturer}) @> shop_bigrams(${p('words')}) AND ${goods.name} LIKE ${p('contains')}`,
  ];
  if (initials) {
    list.push(
      sql`SELECT ${goods.id} FROM ${goods} WHERE shop_bigrams(${goods.nameInitials}) @> shop_bigrams(${p('lower')}) AND ${goods.nameInitials} LIKE ${p('initialsContains')}`,
    );
  }
  return sql`${goods.id} IN (${sql.join(list, sql` UNION ALL `)})`;
}

export const isInitials = (lower: string) => INITIALS_ONLY.test(lower);
