import type { Db } from "../db/client.js";
import { newId } from "../lib/ids.js";
import { checkInSecret, rotatingToken, staticToken } from "../modules/shop-visits/index.js";
import { storeStaff, stores } from "../modules/stores/index.js";
import { createSignedInUser } from "./factories.js";

/** A store at a known place in Jakarta, with a signed-in staff member. */
export async function storeWithStaff(db: Db, name = "Test café") {
  const place = { lat: -6.2, lng: 106.816666 };
  const storeId = newId();
  await db.insert(stores).values({
    id: storeId,
    name,
    address: "1 Test street",
    city: "Jakarta",
    market: "indo",
    timeZone: "Asia/Jakarta",
    ...place,
  });
  const staff = await createSignedInUser(db);
  await db.insert(storeStaff).values({ storeId, userId: staff.user.id });
  return { storeId, place, staff };
}

/** The counter screen's token of this moment (or of another). */
export async function counterToken(db: Db, storeId: string, at = new Date()) {
  return rotatingToken(await checkInSecret(db), storeId, at).token;
}

/** The store's printed token. */
export async function printedToken(db: Db, storeId: string, serial = 1) {
  return staticToken(await checkInSecret(db), storeId, serial);
}
