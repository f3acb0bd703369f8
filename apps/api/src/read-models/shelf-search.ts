/**
 * The shopper's product search inside a store's shelf (shelf.ts), as people type in Indonesia:
 * any case, with or without accents, in Bahasa Indonesia or English, with the odd typo.
 *
 * Texts are compared through lumbung_search_text (migration 0014): lower case, no accents, words
 * split by spaces, hyphens, slashes, commas and full stops, other punctuation dropped;
 * products.search_name keeps every name that way, with a trigram index. A search tries three ways in turn and answers with the first that finds anything
 * in the store:
 * 1. The phrase: names holding the whole query, or any term of a synonym group the query is a
 *    term of ("apple" finds "apel", "migor" and "cooking oil" find "minyak goreng").
 * 2. The words (queries of several words): names holding every word, each as itself or as a term
 *    of its groups, in any order ("telor ayam" finds "Telur Ayam Negeri").
 * 3. The close words: as 2, each word of 3 letters or more also standing for the words close to it
 *    (trigram similarity of NEAR_SIMILARITY or more): the closest words of the product names ever
 *    sold (catalogue_words), and the groups of close synonym terms ("aple" is close to "apple",
 *    so it finds "apel").
 * Matches whose term starts a word of the name rank before those that hold it inside a word; the
 * shopper's sort orders each rank. A word as typed may sit anywhere in the name; another name
 * for it must start a word ("oil" finds "Minyak Goreng", not "Ayam Broiler"). When nothing is
 * found, the answer suggests the closest synonym term, product-name word or product name the store
 * sells (similarity SUGGEST_SIMILARITY or more) that does not hold the query.
 *
 * The candidates are found through the trigram index, one LIKE look-up per term: the phrase's
 * terms, or the longest word's (then the other words are checked on each candidate's stored
 * name). A search whose words are all shorter than 3 characters has no trigram to look up (and no
 * synonyms: terms are 3 characters or more): it reads the store's rows for names holding every
 * word, in the asked order.
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

/** How a search reads the store: through the trigram index, or the store's rows. */
export type SearchKind = 'trgm' | 'scan';

/**
 * The words of a search roughly as lumbung_search_text splits them. It only picks the way the
 * search reads the store; the database's own split decides what matches.
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

export function searchKindOf(search: string): SearchKind {
  return searchWords(search).some((word) => word.length >= TRIGRAM_MIN_LENGTH) ? 'trgm' : 'scan';
}

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
/** SQL: `term` starts a word of `name`. */
const startsWord = (name: string, term: string) => `(' ' || ${name}) like ('% ' || ${term} || '%')`;
/** SQL: 0 when `term` starts a word of `name`, else 1. */
const rankOf = (name: string, term: string) => `case when ${startsWord(name, term)} then 0 else 1 end`;

/**
 * SQL: the store's products found through the terms of `terms` (n, term) whose slot is `slot`
 * (an SQL expression). With `slots` (one regular expression per word), the names must also match
 * every other word's.
 */
function lookUp(input: SearchInput, terms: string, slot: string, slots?: string): string {
  const others = slots
    ? `having not exists (select 1 from ${slots} s where s.n <> ${slot} and sp.search_name !~ s.re)`
    : '';
  return `select c.inventory_id, ${input.sortKey} as sort_key, h.rank
      from (
        select sp.product_id, min(${rankOf('sp.search_name', 't.term')}) as rank
        from ${terms} t
        cross join lateral (
          select sp.product_id, sp.search_name from products sp
          where ${holds('sp.search_name', 't.term')} and not sp.is_deleted
            -- a word as typed may sit inside a word of the name; another name for it starts one
            -- ("oil" finds "Minyak", not "Broiler")
            and (t.typed or ${startsWord('sp.search_name', 't.term')})
        ) sp
        where t.n = ${slot}
        group by sp.product_id${slots ? ', sp.search_name' : ''}
        ${others}
      ) h
      cross join st
      cross join lateral (
        select c.inventory_id, c.sort_name, c.price, c.created_at, c.stock from catalogue_items c
        where c.store_id = st.id and c.product_id = h.product_id and c.is_live ${input.rowFilter}
        -- one row at most (store and product are unique); the limit keeps this a probe per match
        limit 1
      ) c
      ${input.cutJoin}`;
}

/**
 * SQL: one regular expression per word of `terms`: any of its terms, the word as typed anywhere,
 * the others at the start of a word (terms hold only letters, digits and spaces).
 */
const slotsOf = (terms: string) =>
  `select n, '(?:' || string_agg(case when typed then term else '\\m' || term end, '|') || ')' as re
    from ${terms} where n > 0 group by n`;

export function buildSearch(p: Params, input: SearchInput): SearchParts {
  const ctes = [
    `search_query as (select lumbung_search_text(${p.add(input.search, 'text')}) as text offset 0)`,
    `search_words as materialized (
      select w.n::int as n, w.word
      from search_query q cross join unnest(string_to_array(q.text, ' ')) with ordinality as w(word, n)
      where q.text <> ''
    )`,
  ];

  const oneWord = '(select count(*) from search_words) = 1';
  if (input.kind === 'scan') {
    const scan = (condition: string) => `select c.inventory_id, ${input.sortKey} as sort_key, 0 as rank
        from st cross join catalogue_items c ${input.cutJoin}
        where c.store_id = st.id and c.is_live ${input.rowFilter} and ${condition}`;
    ctes.push(
      `found_phrase as materialized (${scan(`exists (select 1 from search_words) and ${holds('c.sort_name', '(select text from search_query)')}`)})`,
      `found as materialized (
        select * from found_phrase
        union all
        select * from (${scan(`not exists (select 1 from search_words w where not ${holds('c.sort_name', 'w.word')})`)}) f
        where not exists (select 1 from found_phrase) and exists (select 1 from search_words) and not ${oneWord}
      )`,
    );
    return { ctes, didYouMean: DID_YOU_MEAN };
  }

  ctes.push(
    // Slot 0: the query and the terms of its groups. Slot n: word n and the terms of its groups.
    // `typed`: the text as the shopper typed it.
    `search_terms as materialized (
      select 0 as n, q.text as term, true as typed from search_query q where q.text <> ''
      union
      select 0, g.term, false from search_query q
        join search_synonyms s on s.term = q.text
        join search_synonyms g on g.group_name = s.group_name and g.term <> q.text
      union
      select w.n, w.word, true from search_words w
      union
      select w.n, g.term, false from search_words w
        join search_synonyms s on s.term = w.word
        join search_synonyms g on g.group_name = s.group_name and g.term <> w.word
    )`,
    // The longest word finds the candidates of the words (the most selective look-up).
    `search_anchor as materialized (select n from search_words order by char_length(word) desc, n limit 1)`,
    `found_phrase as materialized (${lookUp(input, 'search_terms', '0')})`,
    `search_slots as materialized (${slotsOf('search_terms')})`,
    `found_words as materialized (
      select * from (${lookUp(input, 'search_terms', '(select n from search_anchor)', 'search_slots')}) f
      where not exists (select 1 from found_phrase) and not ${oneWord}
    )`,
    // Only when nothing matched as typed: the close words of each word, and the groups of the
    // close synonym terms.
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
        and not exists (select 1 from found_phrase) and not exists (select 1 from found_words)
    )`,
    `search_terms_near as materialized (
      select n, term, typed from search_terms where n > 0 union select n, term, false from search_near
    )`,
    `search_slots_near as materialized (${slotsOf('search_terms_near')})`,
    `found as materialized (
      select * from found_phrase
      union all
      select * from found_words
      union all
      select * from (${lookUp(input, 'search_terms_near', '(select n from search_anchor)', 'search_slots_near')}) f
      where exists (select 1 from search_near)
    )`,
  );
  return { ctes, didYouMean: DID_YOU_MEAN };
}

/**
 * SQL: the closest text the store sells, when nothing was found: a synonym term (sold when the
 * store has a product holding a term of its group), a word of a product name, or a product name
 * (shown as written). Never a text that holds the query: the store sells that, and the asked
 * category or sale filter hid it.
 */
const DID_YOU_MEAN = `case when t.total = 0 then (
    select x.suggestion from (
      (select s.term as suggestion, s.term as key, similarity(s.term, q.text) as score, s.group_name, null::int as product_id
        from search_query q cross join search_synonyms s
        where s.term % q.text order by 3 desc, 1 limit 5)
      union all
      (select cw.word, cw.word, similarity(cw.word, q.text), null, null
        from search_query q cross join catalogue_words cw
        where cw.word % q.text order by 3 desc, 1 limit 5)
      union all
      (select sp.product_name, sp.search_name, similarity(sp.search_name, q.text), null, sp.product_id
        from search_query q cross join products sp
        where sp.search_name % q.text and not sp.is_deleted
          and exists (select 1 from catalogue_items c where c.product_id = sp.product_id and c.store_id = st.id and c.is_live)
        order by 3 desc, 1 limit 5)
    ) x
    where x.score >= ${SUGGEST_SIMILARITY} and position((select text from search_query) in x.key) = 0
      and (x.product_id is not null or exists (
        select 1 from (
          select x.key as term where x.group_name is null
          union all
          select g.term from search_synonyms g where g.group_name = x.group_name
        ) terms
        cross join lateral (
          select 1 from products p
          where ${holds('p.search_name', 'terms.term')} and not p.is_deleted
            and exists (select 1 from catalogue_items c where c.product_id = p.product_id and c.store_id = st.id and c.is_live)
          limit 1
        ) sold))
    order by x.score desc, x.suggestion limit 1
  ) end`;
