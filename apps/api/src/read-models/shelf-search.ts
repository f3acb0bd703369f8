/**
 * The shopper's product search inside a store's shelf (shelf.ts), as people type in Indonesia:
 * any case, with or without accents, in Bahasa Indonesia or English, with the odd typo.
 *
 * Texts are compared through lumbung_search_text (migration 0014): lower case, no accents, words
 * split by spaces, hyphens, slashes, commas and full stops, other punctuation dropped;
 * products.search_name keeps every name that way, with a trigram index. A search tries three ways
 * in turn and answers with the first that finds anything in the store:
 * 1. The phrase: names holding the whole query, or a term of a synonym group the query is a term
 *    of ("apple" finds "apel", "migor" and "cooking oil" find "minyak goreng").
 * 2. The words (queries of several words): names holding every word, each as itself or as a term
 *    of its groups, in any order ("telor ayam" finds "Telur Ayam Negeri").
 * 3. The close words: as 2, each word of 3 letters or more also standing for the words close to it
 *    (trigram similarity of NEAR_SIMILARITY or more): the closest words of the product names ever
 *    sold (catalogue_words), and the groups of close synonym terms ("aple" is close to "apple",
 *    so it finds "apel").
 * A word as typed may sit anywhere in a name; another name for it must start a word ("oil" finds
 * "Minyak Goreng", not "Ayam Broiler"). Names where the term starts a word rank before those that
 * hold it inside a word; the shopper's sort orders each rank. When nothing is found, the answer
 * suggests the query with its misspelt words replaced by the closest words of product names or
 * synonym terms the store sells (similarity SUGGEST_SIMILARITY or more): "jeruk" for "jruk".
 *
 * Ways 1 and 2 are one statement (a one-word search needs only way 1); way 3 and the suggestion are
 * a second statement, sent only when the first found nothing, so the searches that find something
 * carry none of their plan. The candidates come from the trigram index, one LIKE look-up per
 * term: the phrase's terms, or the longest word's (the other words are then checked on each
 * candidate's stored name). A search whose words are all shorter than 3 characters has no trigram
 * to look up (and no synonyms: terms are 3 characters or more): it reads the store's rows for
 * names holding the phrase, else every word, in the asked order, and suggests nothing.
 */
import type { Params } from '../db/statements';

/** Trigram similarity from which a word stands for another when nothing matched as typed. */
const NEAR_SIMILARITY = 0.4;
/** Trigram similarity from which a text is worth suggesting ("did you mean"). */
const SUGGEST_SIMILARITY = 0.3;
/** Close words of the product names a misspelt word stands for, at most. */
const NEAR_WORDS = 3;
/** Words shorter than this have no trigram to find them by. */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * How a search reads the store: the store's rows (no word of 3 characters), the trigram index for
 * one word or for several (ways 1 and 2), or the close words (way 3, when those found nothing).
 */
export type SearchKind = 'scan' | 'word' | 'words' | 'near';

/**
 * The words of a search roughly as lumbung_search_text splits them. They only pick the statement;
 * the database's own split decides what matches (a statement for one word that meets several
 * finds them by the phrase, and the second statement by the words).
 */
export function searchWords(search: string): string[] {
  return search
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s,./-]+/gu, '')
    .split(/[\s,./-]+/)
    .filter(Boolean);
}

/** The first statement's way to read the store for a search. */
export function searchKindOf(search: string): Exclude<SearchKind, 'near'> {
  const words = searchWords(search);
  if (!words.some((word) => word.length >= TRIGRAM_MIN_LENGTH)) return 'scan';
  return words.length === 1 ? 'word' : 'words';
}

/** Whether a search that found nothing is worth the second statement (close words, a suggestion). */
export const triesNearWords = (search: string) => searchKindOf(search) !== 'scan';

export interface SearchParts {
  /** The statement's search CTEs, the last one `found` (inventory_id, sort_key, rank). */
  ctes: string[];
  /** SQL: the suggestion when nothing was found (text or null), over `st` and `t.total`. */
  didYouMean: string;
}

export interface SearchInput {
  search: string;
  kind: SearchKind;
  /** SQL: the sort key of the store's row `c` (and its cut price `c_cut`). */
  sortKey: string;
  /** SQL: the conditions on the store's row `c` beside store and liveness (category, sale), each `and ...`. */
  rowFilter: string;
  /** SQL: the join of the cut prices (`c_cut`), or ''. */
  cutJoin: string;
}

/** SQL: the name `name` holds `term` (a LIKE pattern built from a stored term, so no escaping is needed). */
const holds = (name: string, term: string) => `${name} like ('%' || ${term} || '%')`;
/** SQL: the term `t` (a row of the terms below) starts a word of `name`. */
const startsWord = (name: string, t: string) =>
  `(starts_with(${name}, ${t}.term) or strpos(${name}, ${t}.spaced) > 0)`;
/**
 * SQL: the terms (n, term, typed) with the texts they are looked for with, built once rather than
 * for each name. n: 0 for the phrase, else the word's place; typed: the text as the shopper typed
 * it. `earlier`: the LIKE patterns of the terms of the same slot looked up before this one (the
 * typed one first), so a name holding two terms is found once, by the first, without a grouping of
 * all the matches.
 */
const withPatterns = (terms: string) => `with k as (
        select n, term, typed, '%' || term || '%' as pattern, ' ' || term as spaced,
          row_number() over (partition by n order by typed desc, term) as k
        from (${terms}) terms
      )
      select k.*, array(
        select x from k e
          cross join unnest(case when e.typed then array[e.pattern] else array[e.term || '%', '% ' || e.term || '%'] end) as x
        where e.n = k.n and e.k < k.k
      ) as earlier
      from k`;

/** SQL: the phrase (slot 0) and the terms of its groups. */
const PHRASE_TERMS = `select 0 as n, q.text as term, true as typed from search_query q where q.text <> ''
      union
      select 0, g.term, false from search_query q
        join search_synonyms s on s.term = q.text
        join search_synonyms g on g.group_name = s.group_name and g.term <> q.text`;
/** SQL: each word (slot n) and the terms of its groups. */
const WORD_TERMS = `select w.n, w.word as term, true as typed from search_words w
      union
      select w.n, g.term, false from search_words w
        join search_synonyms s on s.term = w.word
        join search_synonyms g on g.group_name = s.group_name and g.term <> w.word`;

/**
 * SQL: the store's products found through the terms of `terms` whose slot is `slot` (an SQL
 * expression). With `slots` (one regular expression per word), the names must also match every
 * other word's.
 */
function lookUp(input: SearchInput, terms: string, slot: string, slots?: string): string {
  const others = slots
    ? `and not exists (select 1 from ${slots} s where s.n <> ${slot} and sp.search_name !~ s.re)`
    : '';
  return `select c.inventory_id, ${input.sortKey} as sort_key, sp.rank
      from ${terms} t
      cross join lateral (
        select sp.product_id, case when ${startsWord('sp.search_name', 't')} then 0 else 1 end as rank
        from products sp
        where sp.search_name like t.pattern and not sp.is_deleted
          and (t.typed or ${startsWord('sp.search_name', 't')})
          and not (sp.search_name like any (t.earlier))
          ${others}
      ) sp
      cross join st
      cross join lateral (
        select c.inventory_id, c.sort_name, c.price, c.created_at, c.stock from catalogue_items c
        where c.store_id = st.id and c.product_id = sp.product_id and c.is_live ${input.rowFilter}
        -- one row at most (store and product are unique); the limit keeps this a probe per match
        limit 1
      ) c
      ${input.cutJoin}
      where t.n = ${slot}`;
}

/**
 * SQL: one regular expression per word of `terms`: any of its terms, the word as typed anywhere,
 * the others at the start of a word (terms hold only letters, digits and spaces).
 */
const slotsOf = (terms: string) =>
  `select n, '(?:' || string_agg(case when typed then term else '\\m' || term end, '|') || ')' as re
    from ${terms} where n > 0 group by n`;

/** The longest word finds the candidates of the words (the most selective look-up). */
const ANCHOR = `search_anchor as materialized (
      select n from search_words order by char_length(word) desc, n limit 1
    )`;

export function buildSearch(p: Params, input: SearchInput): SearchParts {
  const ctes = [
    `search_query as (select lumbung_search_text(${p.add(input.search, 'text')}) as text offset 0)`,
  ];
  const words = `search_words as materialized (
      select w.n::int as n, w.word
      from search_query q cross join unnest(string_to_array(q.text, ' ')) with ordinality as w(word, n)
      where q.text <> ''
    )`;
  const none = { ctes, didYouMean: 'null::text' };

  if (input.kind === 'scan') {
    const scan = (condition: string) => `select c.inventory_id, ${input.sortKey} as sort_key, 0 as rank
        from st cross join catalogue_items c ${input.cutJoin}
        where c.store_id = st.id and c.is_live ${input.rowFilter} and ${condition}`;
    ctes.push(
      words,
      `found_phrase as materialized (${scan(
        `exists (select 1 from search_words) and ${holds('c.sort_name', '(select text from search_query)')}`,
      )})`,
      `found as materialized (
        select * from found_phrase
        union all
        select * from (${scan(`not exists (select 1 from search_words w where not ${holds('c.sort_name', 'w.word')})`)}) f
        where not exists (select 1 from found_phrase) and (select count(*) from search_words) > 1
      )`,
    );
    return none;
  }

  if (input.kind === 'word') {
    ctes.push(
      `search_terms as materialized (${withPatterns(PHRASE_TERMS)})`,
      `found as materialized (${lookUp(input, 'search_terms', '0')})`,
    );
    return none;
  }

  if (input.kind === 'words') {
    ctes.push(
      words,
      `search_terms as materialized (${withPatterns(`${PHRASE_TERMS}\n      union\n      ${WORD_TERMS}`)})`,
      ANCHOR,
      `found_phrase as materialized (${lookUp(input, 'search_terms', '0')})`,
      `search_slots as materialized (${slotsOf('search_terms')})`,
      `found as materialized (
        select * from found_phrase
        union all
        select * from (${lookUp(input, 'search_terms', '(select n from search_anchor)', 'search_slots')}) f
        where not exists (select 1 from found_phrase)
      )`,
    );
    return none;
  }

  // The close words of each word, and the groups of the close synonym terms.
  ctes.push(
    words,
    `search_near as materialized (
      select w.n, x.term from search_words w
      cross join lateral (
        select g.term from search_synonyms s
          join search_synonyms g on g.group_name = s.group_name
        where s.term % w.word and similarity(s.term, w.word) >= ${NEAR_SIMILARITY}
        union
        (select cw.word from catalogue_words cw
          where cw.word % w.word and similarity(cw.word, w.word) >= ${NEAR_SIMILARITY}
          order by similarity(cw.word, w.word) desc, cw.word limit ${NEAR_WORDS})
      ) x
      where char_length(w.word) >= ${TRIGRAM_MIN_LENGTH}
    )`,
    `search_terms as materialized (${withPatterns(
      `${WORD_TERMS}\n      union\n      select n, term, false from search_near`,
    )})`,
    ANCHOR,
    `search_slots as materialized (${slotsOf('search_terms')})`,
    `found as materialized (
      select * from (${lookUp(input, 'search_terms', '(select n from search_anchor)', 'search_slots')}) f
      where exists (select 1 from search_near)
    )`,
  );
  return { ctes, didYouMean: DID_YOU_MEAN };
}

/** SQL: the store sells a product whose name holds `term` (a LIKE look-up, stopping at the first). */
const soldHolding = (term: string) => `exists (
      select 1 from products p
      where ${holds('p.search_name', term)} and not p.is_deleted
        and exists (select 1 from catalogue_items c where c.product_id = p.product_id and c.store_id = st.id and c.is_live)
    )`;

/**
 * SQL: the suggestion when nothing was found: the query with each word of 3 letters or more that
 * the store sells nothing holding replaced by the closest word of a product name or synonym term
 * the store sells (similarity SUGGEST_SIMILARITY or more, never a text holding the word); null
 * when no word was replaced. A synonym term is sold when the store sells a name holding a term of
 * its group.
 */
const DID_YOU_MEAN = `case when t.total = 0 then (
    select case when bool_or(b.better is not null) then string_agg(coalesce(b.better, b.word), ' ' order by b.n) end
    from (
      select w.n, w.word, (
        select x.text from (
          (select s.term as text, similarity(s.term, w.word) as score, s.group_name from search_synonyms s
            where s.term % w.word order by 2 desc, 1 limit 5)
          union all
          (select cw.word, similarity(cw.word, w.word), null from catalogue_words cw
            where cw.word % w.word order by 2 desc, 1 limit 5)
        ) x
        where x.score >= ${SUGGEST_SIMILARITY} and position(w.word in x.text) = 0
          and exists (
            select 1 from (
              select x.text as term where x.group_name is null
              union all
              select g.term from search_synonyms g where g.group_name = x.group_name
            ) terms
            where ${soldHolding('terms.term')}
          )
        order by x.score desc, x.text limit 1
      ) as better
      from search_words w
      where char_length(w.word) >= ${TRIGRAM_MIN_LENGTH} and not ${soldHolding('w.word')}
      union all
      select w.n, w.word, null from search_words w
      where char_length(w.word) < ${TRIGRAM_MIN_LENGTH} or ${soldHolding('w.word')}
    ) b
  ) end`;
