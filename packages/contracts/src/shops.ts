import { z } from "zod";
import { markets } from "./account-rules.js";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { int, pageParam, queryInt, text } from "./text.js";

/**
 * The shop-visit service's stores (issue 39, "Shops I"): browsing stores near the member, search,
 * a store's page, likes and follows. The shop service answers under `/api/shop`, at the spec's
 * paths after `api/v1/user/` (`GET /api/shop/stores`, `POST /api/shop/stores/like`, ...). Campaigns,
 * coupons and check-ins come with the next issues.
 */

/** The languages a store category is named in. */
export const storeLocales = ["en", "vi", "id"] as const;
export type StoreLocale = (typeof storeLocales)[number];

/** Page sizes: the store lists (nearby, popular, for you, best offer, following) and search. */
export const storePageSize = 10;
export const storeSearchPageSize = 20;
export const storePageSizeMax = 50;

/** How a store list is ordered: nearest first, most liked and followed lately, newest first. */
export const storeSorts = ["distance", "popular", "newest"] as const;
export type StoreSort = (typeof storeSorts)[number];

export const storeLimits = {
  nameMax: 120,
  descriptionMax: 4000,
  addressMax: 300,
  cityMax: 80,
  phoneMax: 32,
  keywordMax: 100,
  categoryNameMax: 60,
  categoriesMax: 5,
  photosMax: 10,
  idMax: 64,
  /** How far the nearby lists look, in metres, when the member sent a place. */
  nearbyRadiusMetres: 50_000,
} as const;

export const storeMessages = {
  signInToUse: "Please log in to use this feature",
  notFound: "Store not found",
  categoryNotFound: "Category not found",
  staffNotFound: "No account with this email",
} as const;

/** A store's id: a uuid for stores made in the back office, a readable key for the older demo stores. */
export const storeId = text({ min: 1, max: storeLimits.idMax });

/** `true`/`false` (or 1/0) in a query string; absent means "either". */
const queryFlag = z
  .enum(["true", "false", "1", "0"], "Use true or false.")
  .transform((value) => value === "true" || value === "1")
  .optional();

/** Rounded to 7 decimals (about a centimetre): a subnormal such as 5e-324 would underflow `ll_to_earth`. */
const toCentimetre = (value: number) => Math.round(value * 1e7) / 1e7;

/** A decimal degree as a query string writes it: "-6.2", "106.816666"; no exponents, no blanks. */
const decimalDegrees = /^-?\d{1,3}(\.\d{1,15})?$/;
const queryDegrees = (limit: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && decimalDegrees.test(value) ? Number(value) : value),
    z.number("Use decimal degrees.").min(-limit).max(limit).transform(toCentimetre),
  );
export const queryLatitude = queryDegrees(90);
export const queryLongitude = queryDegrees(180);
export const storeLatitude = z.number().min(-90).max(90).transform(toCentimetre);
export const storeLongitude = z.number().min(-180).max(180).transform(toCentimetre);

/** A category's id is a short readable key ("cafe", "food"). */
export const storeCategoryId = text({ min: 1, max: 40 });

/** `GET stores/categories`: the categories, named in the member's language. */
export const storeCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** The icon's name in the web app's icon set. */
  icon: z.string(),
});
export type StoreCategory = z.infer<typeof storeCategory>;
export const storeCategoriesAnswer = okEnvelope(z.array(storeCategory));

/** What every store list shows of a store. */
export const storeSummary = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  categories: z.array(storeCategory),
  /** The first photo's public address, or null. */
  thumbnail: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Metres from the place the member sent (great-circle), rounded; null when no place was sent. */
  distance: z.number().int().nullable(),
  like_count: z.number().int(),
  follower_count: z.number().int(),
  /** False for a visitor. */
  is_liked: z.boolean(),
  is_followed: z.boolean(),
  /** Open at this moment by its hours, read in the store's time zone. */
  open_now: z.boolean(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

/** Opening hours for one weekday in the store's time zone; `closes` before `opens` runs past midnight. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;
export const storeHoursItem = z.object({
  /** 0 Sunday to 6 Saturday, as JavaScript counts them. */
  weekday: int({ min: 0, max: 6 }),
  opens: text({ min: 5, max: 5 }).refine((value) => clockTime.test(value), "Use HH:MM."),
  closes: text({ min: 5, max: 5 }).refine((value) => clockTime.test(value), "Use HH:MM."),
});
export type StoreHoursItem = z.infer<typeof storeHoursItem>;

export const storePhoto = z.object({ id: z.string(), url: z.string() });

/** `GET stores/{id}`: a store's page. */
export const storeDetail = storeSummary.extend({
  description: z.string(),
  phone: z.string().nullable(),
  market: z.enum(markets),
  time_zone: z.string(),
  photos: z.array(storePhoto),
  /** Weekdays without a row are closed days. */
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  location: z.object({ lat: z.number(), lng: z.number(), address: z.string(), city: z.string() }),
});
export type StoreDetail = z.infer<typeof storeDetail>;
export const storeDetailAnswer = okEnvelope(storeDetail);
export const storeIdParams = z.object({ id: storeId });

const listFields = {
  lat: queryLatitude.optional(),
  long: queryLongitude.optional(),
  category_id: storeCategoryId.optional(),
  page: pageParam,
};
const placeTogether = {
  message: "Send the latitude and the longitude together.",
  path: ["lat"],
};

/**
 * `GET stores`: the explore list. With a place, nearest first with the distance; without one, by
 * popularity. `sort` picks another order, `open_now=true` keeps the stores open now.
 */
export const storesQuery = z
  .object({
    ...listFields,
    keyword: text({ max: storeLimits.keywordMax }).optional(),
    limit: queryInt({ min: 1, max: storePageSizeMax }).default(storePageSize),
    sort: z.enum(storeSorts, "Sort by distance, popular or newest.").optional(),
    open_now: queryFlag,
  })
  .refine((query) => (query.lat === undefined) === (query.long === undefined), placeTogether);
export type StoresQuery = z.input<typeof storesQuery>;
export type StoresFilter = z.infer<typeof storesQuery>;

/** `GET stores/popular`, `stores/for_you`, `stores/best_offer`, `infos/following`. */
export const storeListQuery = z
  .object({
    ...listFields,
    limit: queryInt({ min: 1, max: storePageSizeMax }).default(storePageSize),
  })
  .refine((query) => (query.lat === undefined) === (query.long === undefined), placeTogether);
export type StoreListQuery = z.input<typeof storeListQuery>;
/** `meta.total` counts at most 1,000 stores (100 pages of 10); past that it says 1,000. */
export const storesAnswer = pagedEnvelope(storeSummary);

/** `GET stores/suggest_text`: type-ahead search, accent-insensitive and typo-tolerant. */
export const storeSuggestQuery = z
  .object({
    search: text({ min: 1, max: storeLimits.keywordMax }),
    category_id: storeCategoryId.optional(),
    lat: queryLatitude.optional(),
    long: queryLongitude.optional(),
    page: pageParam,
    limit: queryInt({ min: 1, max: storePageSizeMax }).default(storeSearchPageSize),
    sort: z.enum(storeSorts, "Sort by distance, popular or newest.").optional(),
    open_now: queryFlag,
  })
  .refine((query) => (query.lat === undefined) === (query.long === undefined), placeTogether);
export type StoreSuggestQuery = z.input<typeof storeSuggestQuery>;
export const storeSuggestItem = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  category_name: z.string().nullable(),
  thumbnail: z.string().nullable(),
  distance: z.number().int().nullable(),
  open_now: z.boolean(),
});
export type StoreSuggestItem = z.infer<typeof storeSuggestItem>;
export const storeSuggestAnswer = pagedEnvelope(storeSuggestItem);

/** `POST stores/like`: the final state wins; sending it twice changes nothing. */
export const storeLikeBody = z.object({ store_id: storeId, like: z.boolean("Send like as true or false.") });
export type StoreLikeBody = z.infer<typeof storeLikeBody>;
export const storeLikeAnswer = okEnvelope(
  z.object({ store_id: z.string(), is_liked: z.boolean(), like_count: z.number().int() }),
);

/** `POST stores/follow`: follow (true) or unfollow (false); the final state wins. */
export const storeFollowBody = z.object({ store_id: storeId, follow: z.boolean("Send follow as true or false.") });
export type StoreFollowBody = z.infer<typeof storeFollowBody>;
export const storeFollowAnswer = okEnvelope(
  z.object({ store_id: z.string(), is_followed: z.boolean(), follower_count: z.number().int() }),
);

/** `GET infos/following`: the stores the member follows, most recently followed first. */
export const followingQuery = storeListQuery;
export const followingAnswer = storesAnswer;

// ---- Back office (`/api/admin/stores...`) ----

export const storeCategoryNames = z.object({
  en: text({ min: 1, max: storeLimits.categoryNameMax }),
  vi: text({ min: 1, max: storeLimits.categoryNameMax }),
  id: text({ min: 1, max: storeLimits.categoryNameMax }),
});

/** A time zone's IANA name ("Asia/Jakarta"). */
export const timeZoneName = text({ min: 1, max: 64 }).refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "Use a time zone's name, such as Asia/Jakarta.");

/** `POST /api/admin/stores`: a new store. */
export const adminStoreBody = z.object({
  name: text({ min: 1, max: storeLimits.nameMax }),
  description: text({ max: storeLimits.descriptionMax }).default(""),
  category_ids: z.array(storeCategoryId).min(1).max(storeLimits.categoriesMax),
  address: text({ min: 1, max: storeLimits.addressMax }),
  city: text({ min: 1, max: storeLimits.cityMax }),
  market: z.enum(markets),
  time_zone: timeZoneName,
  lat: storeLatitude,
  lng: storeLongitude,
  phone: text({ max: storeLimits.phoneMax }).nullable().default(null),
  /** The owner's account (a member with the shop_staff role), or null. */
  owner_id: z.uuid().nullable().default(null),
});
export type AdminStoreBody = z.infer<typeof adminStoreBody>;

/** `PATCH /api/admin/stores/{id}`: what is sent is changed. */
export const adminStorePatch = z
  .object({
    name: text({ min: 1, max: storeLimits.nameMax }),
    description: text({ max: storeLimits.descriptionMax }),
    category_ids: z.array(storeCategoryId).min(1).max(storeLimits.categoriesMax),
    phone: text({ max: storeLimits.phoneMax }).nullable(),
    owner_id: z.uuid().nullable(),
    market: z.enum(markets),
  })
  .partial();
export type AdminStorePatch = z.infer<typeof adminStorePatch>;

/** `PUT /api/admin/stores/{id}/location`. */
export const adminStoreLocationBody = z.object({
  address: text({ min: 1, max: storeLimits.addressMax }),
  city: text({ min: 1, max: storeLimits.cityMax }),
  time_zone: timeZoneName,
  lat: storeLatitude,
  lng: storeLongitude,
});

/** `PUT /api/admin/stores/{id}/hours`: the whole week, replacing what is stored; one row per weekday. */
export const adminStoreHoursBody = z.object({
  hours: z
    .array(storeHoursItem)
    .max(7)
    .refine((rows) => new Set(rows.map((row) => row.weekday)).size === rows.length, "One row per weekday."),
});

/** `POST /api/admin/stores/{id}/staff`: a staff member by their account's email. */
export const adminStoreStaffBody = z.object({ email: z.email().max(254) });
export const storeStaffMember = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  added_at: z.string(),
});

/** `GET /api/admin/stores`. */
export const adminStoresQuery = z.object({
  keyword: text({ max: storeLimits.keywordMax }).optional(),
  market: z.enum(markets).optional(),
  page: pageParam,
  limit: queryInt({ min: 1, max: 100 }).default(20),
});
export const adminStore = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category_ids: z.array(z.string()),
  address: z.string(),
  city: z.string(),
  market: z.enum(markets),
  time_zone: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  owner_id: z.string().nullable(),
  photos: z.array(storePhoto),
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  staff: z.array(storeStaffMember),
  like_count: z.number().int(),
  follower_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminStore = z.infer<typeof adminStore>;
export const adminStoreAnswer = okEnvelope(adminStore);
export const adminStoresAnswer = pagedEnvelope(adminStore.omit({ photos: true, hours: true, staff: true }));
export const adminStoreCategoriesAnswer = okEnvelope(
  z.array(
    z.object({ id: z.string(), icon: z.string(), names: z.object({ en: z.string(), vi: z.string(), id: z.string() }) }),
  ),
);
export const adminStoreStaffParams = z.object({ id: storeId, userId: z.uuid() });
export const adminStorePhotoParams = z.object({ id: storeId, photoId: z.uuid() });
