import {
  type StoreCategory,
  type StoreLocale,
  type StoreSort,
  type StoreSuggestItem,
  type StoreSummary,
  storeLimits,
} from "@rewards/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { likePattern } from "../../lib/like-pattern.js";
import { openNowSql } from "./open-hours.js";
import {
  storeCategories,
  storeCategoryLinks,
  storeFollows,
  storeLikes,
  storePhotos,
  storeSearch,
  stores,
  storeWords,
} from "./tables.js";

export type Place = { lat: number; lng: number };

/** Public addresses of store photos, served by the shop service (`public-files-routes.ts`). */
export const storePhotoUrl = (key: string) => `/api/shop/uploads/${key}`;

/**
 * How much of a typed word a known word must share (pg_trgm's word similarity) to be read as a
 * correction candidate: low, since a swap in a short word leaves few trigrams ('bahn' and 'banh'
 * share two of five); the edit distance then decides (`correctionsOf`).
 */
export const correctionSimilarity = 0.2;

/** Who is looking, from where and when; what the list is narrowed to and how it is ordered. */
export type StoreListing = {
  viewerId: string | null;
  locale: StoreLocale;
  at: Date;
  place: Place | null;
  categoryId?: string | undefined;
  /** Accent-insensitive, typo-tolerant match on the name, the street and the categories (`search_text`). */
  keyword?: string | undefined;
  /**
   * How the keyword matches: a substring of the folded name (fast, through the trigram index), or
   * every typed word, or one of its corrections (`corrections`), somewhere in the name. `listStores`
   * tries the substring first and the typos only when nothing contains the keyword as typed.
   */
  keywordMode?: "substring" | "fuzzy";
  /** For `fuzzy`: each typed word (folded) with the known words it may be a typo of (`correctKeyword`). */
  corrections?: string[][] | undefined;
  openNow?: boolean | undefined;
  /** Only stores within this many metres of the place (ignored without a place). */
  radiusMetres?: number | null;
  sort: StoreSort | "relevance" | "recent_activity" | "best_offer" | "followed_at" | "visited_at";
  /** Further conditions on `s` (the for-you categories, the followed stores). */
  where?: SQL[];
  /**
   * Joined in for the order (`recent_activity` reads `r.n`, `best_offer` `o.stars`, `followed_at`
   * `f.created_at`, `visited_at` `v.last_visited_at`).
   */
  join?: SQL;
  page: number;
  limit: number;
};

/** Rounded to 7 decimals (a centimetre): a subnormal coordinate would underflow `ll_to_earth`. */
const centimetre = (value: number) => Math.round(value * 1e7) / 1e7;
const earthOf = (place: Place) => sql`ll_to_earth(${centimetre(place.lat)}::float8, ${centimetre(place.lng)}::float8)`;
const storeEarth = sql`ll_to_earth(s.lat, s.lng)`;

function conditions(listing: StoreListing): SQL[] {
  const where: SQL[] = [...(listing.where ?? [])];
  if (listing.place && listing.radiusMetres) {
    // The box is what the GiST index finds; the exact distance then trims its corners.
    where.push(sql`earth_box(${earthOf(listing.place)}, ${listing.radiusMetres}::float8) @> ${storeEarth}`);
    where.push(sql`earth_distance(${earthOf(listing.place)}, ${storeEarth}) <= ${listing.radiusMetres}::float8`);
  }
  if (listing.categoryId) {
    where.push(
      sql`exists (select 1 from ${storeCategoryLinks} l where l.store_id = s.id and l.category_id = ${listing.categoryId})`,
    );
  }
  if (listing.keyword) where.push(keywordMatch(listing));
  if (listing.openNow) where.push(openNowSql(listing.at));
  return where;
}

/**
 * A substring of the folded name, address and category names (`search_text`); or, with typos,
 * every typed word or one of its corrections as a substring of them. The corrections were found among the words of the names, so the stores
 * are found through the trigram index as a search as typed is, with no similarity scored per store
 * (it was about 30 µs a name, 100 ms and more for a typo among 100,000 stores).
 */
function keywordMatch(listing: StoreListing): SQL {
  const keyword = listing.keyword ?? "";
  if (listing.keywordMode === "substring") {
    return sql`s.search_text like store_fold(${likePattern(keyword)}) escape '\\'`;
  }
  if (!listing.corrections) throw new Error("A search forgiving typos needs the corrections of its words");
  // The words are folded already (`correctKeyword`); nothing typed, nothing found.
  const words = listing.corrections.map(
    (spellings) =>
      sql`(${sql.join(
        spellings.map((spelling) => sql`s.search_text like ${likePattern(spelling)} escape '\\'`),
        sql` or `,
      )})`,
  );
  return words.length > 0 ? sql`(${sql.join(words, sql` and `)})` : sql`false`;
}

/** Optimal string alignment distance (a swap of two neighbours is one edit) from `typed` to `known`, or to its closest prefix when `prefix`. */
export function editDistance(typed: string, known: string, prefix: boolean): number {
  const a = [...typed];
  const b = [...known];
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  const last = rows[a.length] ?? [];
  return prefix ? Math.min(...last) : (last[b.length] ?? 0);
}

/** Edits forgiven in a typed word: none under three characters, one up to seven, then two. */
const editsForgiven = (length: number) => (length < 3 ? 0 : length < 8 ? 1 : 2);

/** The correction's threshold (`correctionSimilarity`) for the transaction, as a select list item. */
const correctionThreshold = sql`set_config('pg_trgm.word_similarity_threshold', ${String(correctionSimilarity)}, true)`;

/**
 * Each typed word (folded, in order) with the known words of store names it may be a typo of:
 * candidates from the word list's trigram index, kept when within `editsForgiven` edits. The last
 * word may be half typed, so it is matched against the start of a known word. One round trip, and
 * one more for its threshold unless `thresholdSet` (a search sets it with its other settings,
 * `useTrigramIndex`); needs a transaction (the threshold is set for the transaction only).
 */
export async function correctKeyword(
  db: DbOrTx,
  keyword: string,
  options: { thresholdSet?: boolean } = {},
): Promise<string[][]> {
  if (!options.thresholdSet) await db.execute(sql`select ${correctionThreshold}`);
  const rows = rowsOf<CorrectionRow>(
    await db.execute(sql`select c.typed, c.known from (${correctionLookup(keyword)}) c order by c.n`),
  );
  return correctionsOf(rows);
}

type CorrectionRow = { typed: string; known: string[] | string };

/**
 * Each typed word (`typed`, its place `n`) with the known words near it (`known`), before the edit
 * distance: split as the words were stored (`store_split`, migration `..._store_words_trigger`).
 */
function correctionLookup(keyword: string): SQL {
  return sql`
      select q.typed, q.n, coalesce(array_agg(w.word) filter (where w.word is not null), '{}') as known
      from regexp_split_to_table(store_fold(${keyword}), '[[:space:][:punct:]]+') with ordinality q(typed, n)
      left join ${storeWords} w on length(q.typed) >= 3 and q.typed <% w.word
      where q.typed <> ''
      group by q.typed, q.n`;
}

/** The look-up's rows in order, each word's known words kept when within `editsForgiven` edits. */
function correctionsOf(rows: CorrectionRow[]): string[][] {
  return rows.map((row, index) => {
    const known = typeof row.known === "string" ? parseTextArray(row.known) : row.known;
    const last = index === rows.length - 1;
    const near = known.filter(
      (word) => word !== row.typed && editDistance(row.typed, word, last) <= editsForgiven([...row.typed].length),
    );
    return [row.typed, ...near.sort()];
  });
}

/** A text array as a driver may leave it: `{a,b}` (store words have no quotes or commas). */
const parseTextArray = (value: string) => (value === "{}" ? [] : value.slice(1, -1).split(","));

/**
 * How "nearest first" is written: walking the GiST index needs `<->` on `ll_to_earth` alone (a
 * second key would keep the index from giving the order); among gathered candidates a plain
 * haversine term orders the same way without `ll_to_earth`'s domain checks on every row, and the
 * id breaks ties.
 */
type Nearest = { key: SQL; walk: boolean };

const walkNearest = (place: Place): Nearest => ({ key: sql`${storeEarth} <-> ${earthOf(place)}`, walk: true });

/** sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2): grows with the great-circle distance, as `<->` does. */
function haversineNearest(place: Place): Nearest {
  const lat = centimetre(place.lat);
  const lng = centimetre(place.lng);
  return {
    key: sql`(power(sin(radians(s.lat - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${lng}::float8) / 2), 2))`,
    walk: false,
  };
}

function orderOf(listing: StoreListing, nearestFirst: Nearest | null): SQL {
  const popularity = sql`(s.like_count + s.follower_count) desc`;
  const nearest = nearestFirst ? (nearestFirst.walk ? nearestFirst.key : sql`${nearestFirst.key}, s.id`) : null;
  switch (listing.sort) {
    case "distance":
      return nearest ? nearest : sql`${popularity}, s.id`;
    case "popular":
      return sql`${popularity}, s.id`;
    case "newest":
      return sql`s.created_at desc nulls last, s.id`;
    case "relevance":
      // Every match is as good as another, typos corrected or not (scoring each name's similarity
      // was the slow part of a typo search): nearest (or most popular) first.
      return nearest ? nearest : sql`${popularity}, s.id`;
    case "recent_activity":
      return nearestFirst
        ? sql`coalesce(r.n, 0) desc, ${popularity}, ${nearestFirst.key}, s.id`
        : sql`coalesce(r.n, 0) desc, ${popularity}, s.id`;
    case "best_offer":
      return nearestFirst ? sql`o.stars, ${nearestFirst.key}, s.id` : sql`o.stars, ${popularity}, s.id`;
    case "followed_at":
      return sql`f.created_at desc, s.id`;
    case "visited_at":
      return sql`v.last_visited_at desc, s.id`;
  }
}

type Row = {
  id: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  like_count: number;
  follower_count: number;
  distance: number | null;
  open_now: boolean;
  is_liked: boolean;
  is_followed: boolean;
  thumbnail: string | null;
  /** JSON, or text where the driver leaves it unparsed. */
  categories: StoreCategory[] | string;
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Counting stops at this many: a nearby list in a dense city would otherwise count thousands of
 * stores for every page. `meta.total` is exact below it and `countCap` above (100 pages of 10).
 */
export const countCap = 1000;

/**
 * A search gathers at most this many matches through the trigram index and orders them itself;
 * with more, the matches are common enough that walking the stores in the list's order finds a
 * page soon, and the list does that instead.
 */
export const candidateCap = 5000;

/**
 * Whether a search gathers its matches through the trigram index first. pg_trgm finds nothing in
 * its index for a keyword without three letters or digits in a row ('%a b%'), which would read the
 * whole index; the lists that order by what they join (recent activity, following) walk as before.
 */
export function gathersCandidates(listing: StoreListing): boolean {
  return Boolean(listing.keyword && /[\p{L}\p{N}]{3}/u.test(listing.keyword) && !listing.join);
}

/**
 * The settings of a search that gathers its matches, for its transaction only: the trigram index rather than a scan of every store (the planner cannot tell that a
 * name's words say nothing of where a store is, and reads every store when a bitmap of the matches
 * is a third of the work) and no JIT compilation, which the cost of a disabled scan would
 * otherwise set off for a statement of a few milliseconds. The typo correction's threshold comes
 * in the same round trip (it changes nothing else: only `correctKeyword` compares with `<%`).
 * Whether the settings were made (so the threshold is set).
 */
export async function useTrigramIndex(db: DbOrTx, gather: boolean): Promise<boolean> {
  if (!gather) return false;
  await db.execute(
    sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), ${correctionThreshold}`,
  );
  return true;
}

/** What a list shows of a store (`s`): the few stores of a page only. */
function detailColumns(listing: StoreListing): SQL {
  const viewer = listing.viewerId;
  const distance = listing.place
    ? sql`round(earth_distance(${earthOf(listing.place)}, ${storeEarth}))::int`
    : sql`null::int`;
  return sql`s.id, s.name, s.address, s.city, s.lat, s.lng, s.like_count, s.follower_count,
      ${distance} as distance,
      ${openNowSql(listing.at)} as open_now,
      ${viewer ? sql`exists (select 1 from ${storeLikes} k where k.store_id = s.id and k.user_id = ${viewer})` : sql`false`} as is_liked,
      ${viewer ? sql`exists (select 1 from ${storeFollows} w where w.store_id = s.id and w.user_id = ${viewer})` : sql`false`} as is_followed,
      (select p.storage_key from ${storePhotos} p where p.store_id = s.id order by p.position, p.id limit 1) as thumbnail,
      (select coalesce(json_agg(json_build_object('id', c.id, 'icon', c.icon, 'name', c.${sql.raw(nameColumn[listing.locale])})
          order by l.position, c.id), '[]'::json)
        from ${storeCategoryLinks} l join ${storeCategories} c on c.id = l.category_id where l.store_id = s.id) as categories`;
}

/**
 * The statements of a list: the page's ids in order (the only part that reads many rows, so it
 * stays a bare index walk: nearest first is the GiST index's own order, `<->`), their count, and
 * what the page shows of those few stores with the count beside them, so a page is two round
 * trips (the bench explains them).
 */
export function storeListStatements(listing: StoreListing): { ids: SQL; count: SQL; details(ids: string[]): SQL } {
  const where = conditions(listing);
  const whereSql = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const join = listing.join ?? sql``;
  const ids = sql`select s.id from ${stores} s ${join} ${whereSql}
    order by ${orderOf(listing, listing.place ? walkNearest(listing.place) : null)}
    limit ${listing.limit} offset ${(listing.page - 1) * listing.limit}`;
  const capped = sql`from (select 1 from ${stores} s ${join} ${whereSql} limit ${countCap}) c`;
  const count = sql`select count(*)::int as total ${capped}`;
  const details = (page: string[]) => sql`
    select ${detailColumns(listing)}, (select count(*)::int ${capped}) as total
    from ${stores} s
    where s.id in (${sql.join(
      page.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  return { ids, count, details };
}

/**
 * A search's page from its matches, in one statement: every match (up to `candidateCap + 1`) found
 * through the trigram index, ordered among themselves, how many there were (`found`), and the
 * page's stores. This reads each match once, where walking the stores nearest first reads every
 * store nearer than the page's last match: for a name found only in another city, tens of
 * thousands of them. The matches are read from the narrow rows of `store_search` (same columns),
 * the page's stores from `stores`.
 */
export function candidateStatement(listing: StoreListing, options: { within?: number; correct?: boolean } = {}): SQL {
  const within = options.within;
  const where = conditions(
    within === undefined ? listing : { ...listing, radiusMetres: Math.min(within, listing.radiusMetres ?? within) },
  );
  const offset = (listing.page - 1) * listing.limit;
  // Near first: the page comes from the matches within `within`, and the total (up to `countCap`)
  // from every match, counted only when the near ones are fewer (an init plan runs when first asked).
  // With `correct` (a keyword as typed, the correction's threshold set), the typo's look-up
  // (`correctKeyword`) comes along as `corrections` when nothing matches at all, and only then.
  const correct = within !== undefined && options.correct && listing.keyword;
  const total =
    within === undefined
      ? sql``
      : sql`, case when page.found >= ${countCap} then ${countCap} else (select c.n from counted c) end as total${
          correct
            ? sql`, case when page.found is null and (select c.n from counted c) = 0 then
                (select coalesce(json_agg(json_build_object('typed', k.typed, 'known', k.known) order by k.n), '[]'::json)
                  from (${correctionLookup(correct)}) k) end as corrections`
            : sql``
        }`;
  const counted =
    within === undefined
      ? sql``
      : sql`, counted as materialized (
          select count(*)::int as n from (select 1 from ${storeSearch} s where ${sql.join(conditions(listing), sql` and `)}
            limit ${countCap}) c)`;
  // Near first, the statement answers even when no near store is on the page: one row of nulls
  // with the total, so that "nothing matches" needs no statement of its own.
  const from =
    within === undefined
      ? sql`page join ${stores} s on s.id = page.id`
      : sql`(page join ${stores} s on s.id = page.id) right join (select) answer on true`;
  return sql`with candidates as materialized (
      select s.id, s.lat, s.lng, s.like_count, s.follower_count, s.created_at, s.search_name
      from ${storeSearch} s where ${sql.join(where, sql` and `)}
      limit ${candidateCap + 1}),
    page as materialized (
      select w.id, w.found, w.n from (
        select s.id, count(*) over ()::int as found,
          row_number() over (order by ${orderOf(listing, listing.place ? haversineNearest(listing.place) : null)}) as n
        from candidates s) w
      where w.n > ${offset} order by w.n limit ${listing.limit})${counted}
    select ${detailColumns(listing)}, page.found${total}
    from ${from}
    order by page.n`;
}

/**
 * How far around the member a search first looks, when its list is nearest first: a page found
 * among the matches within it is the page of all matches (each is nearer than any match outside),
 * and it is found through the GiST index on a few hundred stores rather than by reading every
 * match, which costs a heap page each (about 2,800 of the 2,451 pages for a common name in the
 * bench). Members mostly search for what is near them; when fewer match within it, the search
 * gathers every match as before.
 */
export const nearFirstRadius = 5000;

/** Whether a search tries the matches near the member first (`nearFirstRadius`). */
export function looksNearFirst(listing: StoreListing): boolean {
  return Boolean(
    listing.place &&
      (listing.sort === "distance" || listing.sort === "relevance") &&
      (listing.radiusMetres ?? Number.POSITIVE_INFINITY) > nearFirstRadius,
  );
}

/**
 * One page of stores and how many there are (up to `countCap`), as the lists show them. A keyword
 * is looked for as typed (accents aside) first; only when no name contains it are typos forgiven,
 * which costs a look-up in the words of store names. A search is one transaction (its settings).
 */
export async function listStores(
  db: DbOrTx,
  listing: StoreListing,
): Promise<{ stores: StoreSummary[]; total: number }> {
  const { rows, total } = listing.keyword
    ? await db.transaction(async (tx) => listIn(tx, listing, await useTrigramIndex(tx, gathersCandidates(listing))))
    : await listIn(db, listing);
  return {
    total,
    stores: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      categories: typeof row.categories === "string" ? JSON.parse(row.categories) : row.categories,
      thumbnail: row.thumbnail ? storePhotoUrl(row.thumbnail) : null,
      lat: Number(row.lat),
      lng: Number(row.lng),
      distance: row.distance === null ? null : Number(row.distance),
      like_count: Number(row.like_count),
      follower_count: Number(row.follower_count),
      is_liked: Boolean(row.is_liked),
      is_followed: Boolean(row.is_followed),
      open_now: Boolean(row.open_now),
    })),
  };
}

/** `corrections`: when nothing matched as typed and the near look brought the typo's look-up along. */
async function listIn(
  db: DbOrTx,
  listing: StoreListing,
  thresholdSet = false,
): Promise<{ rows: Row[]; total: number; corrections?: string[][] }> {
  if (listing.keyword && !listing.keywordMode) {
    const exact = await listIn(db, { ...listing, keywordMode: "substring" }, thresholdSet);
    if (exact.total > 0) return exact;
    const corrections = exact.corrections ?? (await correctKeyword(db, listing.keyword, { thresholdSet }));
    return listIn(db, { ...listing, keywordMode: "fuzzy", corrections });
  }
  const statements = storeListStatements(listing);
  if (gathersCandidates(listing) && looksNearFirst(listing)) {
    const near = rowsOf<Row & { found: number; total: number; corrections?: CorrectionRow[] | string | null }>(
      await db.execute(
        candidateStatement(listing, {
          within: nearFirstRadius,
          correct: thresholdSet && listing.keywordMode === "substring",
        }),
      ),
    );
    // Always a row: with no store of the page, a row of nulls (no id) with the total beside it.
    const found = near[0]?.id ? Number(near[0].found) : 0;
    if (found >= listing.page * listing.limit && found <= candidateCap) {
      return { rows: near, total: Number(near[0]?.total ?? 0) };
    }
    // Nothing near and nothing anywhere (the total counts every match when the near ones are
    // fewer): the gathering would find nothing either.
    if (found === 0 && Number(near[0]?.total ?? 0) === 0) {
      const looked = near[0]?.corrections;
      if (!looked) return { rows: [], total: 0 };
      return {
        rows: [],
        total: 0,
        corrections: correctionsOf(typeof looked === "string" ? JSON.parse(looked) : looked),
      };
    }
  }
  if (gathersCandidates(listing)) {
    const page = rowsOf<Row & { found: number }>(await db.execute(candidateStatement(listing)));
    const found = page[0] ? Number(page[0].found) : null;
    if (found !== null && found <= candidateCap) return { rows: page, total: Math.min(found, countCap) };
    if (found === null) {
      // No match, or a page past the last: the count says which.
      if (listing.page === 1) return { rows: [], total: 0 };
      const [counted] = rowsOf<{ total: number }>(await db.execute(statements.count));
      return { rows: [], total: Number(counted?.total ?? 0) };
    }
    // More matches than are worth gathering: walk the stores in order, as a list without a keyword.
    await db.execute(sql`select set_config('enable_seqscan', 'on', true)`);
  }
  const ids = rowsOf<{ id: string }>(await db.execute(statements.ids)).map((row) => row.id);
  if (ids.length === 0) {
    const [counted] = rowsOf<{ total: number }>(await db.execute(statements.count));
    return { rows: [], total: Number(counted?.total ?? 0) };
  }
  const found = rowsOf<Row & { total: number }>(await db.execute(statements.details(ids)));
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, total: Number(found[0]?.total ?? 0) };
}

/** The type-ahead's matches: best match first, then the nearest (or the most popular). */
export async function suggestStores(
  db: DbOrTx,
  listing: Omit<StoreListing, "sort" | "keyword"> & { keyword: string; sort?: StoreSort | undefined },
): Promise<{ items: StoreSuggestItem[]; total: number }> {
  const { stores: found, total } = await listStores(db, { ...listing, sort: listing.sort ?? "relevance" });
  return {
    total,
    items: found.map((store) => ({
      id: store.id,
      name: store.name,
      address: store.address,
      city: store.city,
      category_name: store.categories[0]?.name ?? null,
      thumbnail: store.thumbnail,
      distance: store.distance,
      open_now: store.open_now,
    })),
  };
}

const nameColumn = { en: "name_en", vi: "name_vi", id: "name_id" } as const;

/** Every category in the locale, in the order the back office set. */
export async function listCategories(db: DbOrTx, locale: StoreLocale): Promise<StoreCategory[]> {
  const rows = await db.select().from(storeCategories).orderBy(storeCategories.position, storeCategories.id);
  return rows.map((row) => ({ id: row.id, icon: row.icon, name: localName(row, locale) }));
}

export function localName(row: { nameEn: string; nameVi: string; nameId: string }, locale: StoreLocale): string {
  return locale === "vi" ? row.nameVi : locale === "id" ? row.nameId : row.nameEn;
}

/** The categories of each store, its main one first. */
export async function categoriesOfStores(
  db: DbOrTx,
  storeIds: string[],
  locale: StoreLocale,
): Promise<Map<string, StoreCategory[]>> {
  const found = new Map<string, StoreCategory[]>();
  if (storeIds.length === 0) return found;
  const rows = rowsOf<{ store_id: string; id: string; icon: string; name: string }>(
    await db.execute(sql`
      select l.store_id, c.id, c.icon, c.${sql.raw(nameColumn[locale])} as name
      from ${storeCategoryLinks} l join ${storeCategories} c on c.id = l.category_id
      where l.store_id in (${sql.join(
        storeIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by l.store_id, l.position, c.id`),
  );
  for (const row of rows) {
    const list = found.get(row.store_id) ?? [];
    list.push({ id: row.id, icon: row.icon, name: row.name });
    found.set(row.store_id, list);
  }
  return found;
}

export const nearbyRadius = storeLimits.nearbyRadiusMetres;
