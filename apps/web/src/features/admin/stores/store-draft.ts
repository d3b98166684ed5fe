import type { AdminStore, AdminStoreBody } from "@rewards/contracts";

/** What the store form's inputs hold: text as typed, degrees included, so a half-typed number stays. */
export type StoreDraft = {
  name: string;
  description: string;
  category_ids: string[];
  address: string;
  city: string;
  market: AdminStoreBody["market"];
  time_zone: string;
  lat: string;
  lng: string;
  phone: string;
};

/** The time zones of the product's markets (a store elsewhere is typed in by its IANA name). */
export const timeZones = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura", "Asia/Ho_Chi_Minh", "Asia/Tokyo"];

export const newStoreDraft = (): StoreDraft => ({
  name: "",
  description: "",
  category_ids: [],
  address: "",
  city: "",
  market: "indo",
  time_zone: "Asia/Jakarta",
  lat: "",
  lng: "",
  phone: "",
});

export const storeDraftOf = (store: AdminStore): StoreDraft => ({
  name: store.name,
  description: store.description,
  category_ids: store.category_ids,
  address: store.address,
  city: store.city,
  market: store.market,
  time_zone: store.time_zone,
  lat: String(store.lat),
  lng: String(store.lng),
  phone: store.phone ?? "",
});

/** A typed degree; an empty or unreadable box goes as missing, for the schema to name. */
const degrees = (text: string) => {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() === "" || Number.isNaN(value) ? undefined : value;
};

/** The body the API checks with the same schema (adminStoreBody). */
export const storeBodyOf = (draft: StoreDraft) => ({
  name: draft.name,
  description: draft.description,
  // A lone checkbox registers as a string rather than a list.
  category_ids: Array.isArray(draft.category_ids) ? draft.category_ids : draft.category_ids ? [draft.category_ids] : [],
  address: draft.address,
  city: draft.city,
  market: draft.market,
  time_zone: draft.time_zone,
  lat: degrees(draft.lat),
  lng: degrees(draft.lng),
  phone: draft.phone.trim() || null,
});

/** Whether saving an edited store must also move it (its own call, audited on its own). */
export const locationChanged = (store: AdminStore, body: AdminStoreBody) =>
  store.address !== body.address ||
  store.city !== body.city ||
  store.time_zone !== body.time_zone ||
  store.lat !== body.lat ||
  store.lng !== body.lng;
