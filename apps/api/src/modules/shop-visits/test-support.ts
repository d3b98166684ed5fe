import type { Db } from "../../db/client.js";
import { createSignedInUser } from "../../test/factories.js";
import { storeStaff } from "../stores/index.js";
import { insertStores } from "../stores/test-support.js";
import { checkInSecret, rotatingToken, staticToken } from "./tokens.js";

/** A store at a known place in Jakarta, with a signed-in staff member. */
export async function storeWithStaff(db: Db, name = "Test café") {
  const place = { lat: -6.2, lng: 106.816666 };
  const [storeId] = await insertStores(db, [{ name, ...place, timeZone: "Asia/Jakarta" }]);
  const staff = await createSignedInUser(db);
  await db.insert(storeStaff).values({ storeId: storeId as string, userId: staff.user.id });
  return { storeId: storeId as string, place, staff };
}

export async function counterToken(db: Db, storeId: string, at = new Date()) {
  return rotatingToken(await checkInSecret(db), storeId, at).token;
}

export async function printedToken(db: Db, storeId: string, serial = 1) {
  return staticToken(await checkInSecret(db), storeId, serial);
}
