import { generateKeyPairSync, type KeyObject, randomUUID, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config/env.js";
import { localDay } from "../../lib/local-day.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";
import { activitiesOf } from "../activity/index.js";
import { adNetworksOf } from "./ad-networks.js";
import { insertCampaign, mondayOf } from "./campaigns.js";
import { campaignStateOf } from "./state.js";
import { completeAdTicket, issueAdTicket } from "./video.js";

/**
 * AdMob's rewarded-ad server-side verification, end to end: a key pair made here stands in for
 * Google's verifier key, and signs callbacks exactly as AdMob sends them.
 */
const zone = "Asia/Jakarta";
const keyId = "3335741209";
const adUnit = "ca-app-pub-3940256099942544/5224354917";
const pair = () => generateKeyPairSync("ec", { namedCurve: "prime256v1" });
const google = pair();
const publicDer = (key: KeyObject) => key.export({ format: "der", type: "spki" }).toString("base64");

let t: TestApp;
const thisWeek = () => mondayOf(localDay(new Date(), zone));

beforeAll(async () => {
  t = await createTestApp({
    ADMOB_VERIFIER_KEYS: `${keyId}=${publicDer(google.publicKey)}`,
    ADMOB_AD_UNIT_IDS: adUnit,
  });
  await t.database.db.transaction((tx) =>
    insertCampaign(tx, {
      week_start: thisWeek(),
      country: "indo",
      per_column: 8,
      icon_set: "monsters",
      line_points: 10,
      jackpot_points: 500,
      consolation_points: 1,
    }),
  );
  const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings/bingo",
    headers: { token: admin.token },
    payload: { value: { bonus_summons_per_activity: 1, video_network: "admob" } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

type View = Partial<Record<"ad_unit" | "custom_data" | "transaction_id" | "user_id" | "reward_amount", string>>;

/** A callback URL as AdMob builds it: the view's fields, then the signature and key id last. */
function callbackUrl(view: View, signer: KeyObject = google.privateKey, signingKeyId = keyId) {
  const fields = {
    ad_network: "5450213213286189855",
    ad_unit: "5224354917",
    reward_amount: "1",
    reward_item: "summon",
    timestamp: String(Date.now()),
    transaction_id: randomUUID().replaceAll("-", ""),
    ...view,
  };
  const query = new URLSearchParams(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))).toString();
  const signature = sign("sha256", Buffer.from(query), { key: signer, dsaEncoding: "der" }).toString("base64url");
  return `/api/bingo/ad_callbacks/admob?${query}&signature=${signature}&key_id=${signingKeyId}`;
}
const call = (url: string) => t.app.inject({ method: "GET", url });

/** A member with Monday missed, holding an AdMob ticket for it (issued as if on Tuesday). */
async function memberWithTicket() {
  const member = await createMemberWithPoints(t.database.db, 0);
  const tuesday = new Date(`${thisWeek()}T12:00:00+07:00`);
  tuesday.setUTCDate(tuesday.getUTCDate() + 1);
  const who = { id: member.user.id, market: "indo" };
  const moment = { now: tuesday, timeZone: zone, day: localDay(tuesday, zone) };
  const ticket = await t.database.db.transaction((tx) =>
    issueAdTicket(tx, who, moment, thisWeek(), adNetworksOf(t.config)),
  );
  return { member, who, moment, ticket };
}

describe("the AdMob callback for the catch-up video", () => {
  it("issues an AdMob ticket naming our ad unit, which the member cannot complete without the network", async () => {
    const { who, moment, ticket } = await memberWithTicket();
    expect(ticket).toMatchObject({ network: "admob", ad_unit: adUnit, video_url: "", video_seconds: 0 });
    await expect(
      t.database.db.transaction((tx) => completeAdTicket(tx, who, moment, ticket.ticket_id)),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("credits the missed day's summon once for a signed callback, and refuses its replay", async () => {
    const { member, who, moment, ticket } = await memberWithTicket();
    const url = callbackUrl({ custom_data: ticket.ticket_id, user_id: member.user.id });
    const answer = await call(url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ ticket_id: ticket.ticket_id, day: thisWeek() });
    const state = await campaignStateOf(t.database.db, who, moment);
    expect(state.missed_days).not.toContain(thisWeek());
    expect(state.monster_user).toEqual([answer.json().data.monster]);

    const replay = await call(url);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ message: "This ad view has already been counted." });
    // Another view naming the spent ticket credits nothing either.
    const again = await call(callbackUrl({ custom_data: ticket.ticket_id }));
    expect(again.statusCode).toBe(409);
    expect(await activitiesOf(t.database.db, member.user.id, { kinds: ["bingo_summoned"] })).toHaveLength(1);
  });

  it("refuses a forged, tampered or foreign callback, and crediting nothing", async () => {
    const { member, who, moment, ticket } = await memberWithTicket();
    const view = { custom_data: ticket.ticket_id, user_id: member.user.id };
    const forged = await call(callbackUrl(view, pair().privateKey));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: false, code: "forbidden" });
    const tampered = callbackUrl(view).replace("reward_amount=1", "reward_amount=9");
    expect((await call(tampered)).statusCode).toBe(403);
    expect((await call(callbackUrl(view, google.privateKey, "999"))).statusCode).toBe(403);
    expect((await call(callbackUrl({ ...view, ad_unit: "1111111111" }))).statusCode).toBe(403);
    const unsigned = `/api/bingo/ad_callbacks/admob?custom_data=${ticket.ticket_id}&transaction_id=x`;
    expect((await call(unsigned)).statusCode).toBe(403);
    expect((await campaignStateOf(t.database.db, who, moment)).missed_days).toContain(thisWeek());
  });

  it("refuses an unknown ticket, another member's ticket, and a network that does not call back", async () => {
    const { member, who, moment, ticket } = await memberWithTicket();
    expect((await call(callbackUrl({ custom_data: randomUUID(), user_id: member.user.id }))).statusCode).toBe(404);
    const stranger = await createMemberWithPoints(t.database.db, 0);
    expect((await call(callbackUrl({ custom_data: ticket.ticket_id, user_id: stranger.user.id }))).statusCode).toBe(
      404,
    );
    expect((await call(callbackUrl({ custom_data: "not-a-ticket" }))).statusCode).toBe(403);
    expect((await call("/api/bingo/ad_callbacks/house?custom_data=x")).statusCode).toBe(404);
    // The ticket is still good for its own member.
    expect((await campaignStateOf(t.database.db, who, moment)).missed_days).toContain(thisWeek());
    expect((await call(callbackUrl({ custom_data: ticket.ticket_id, user_id: member.user.id }))).statusCode).toBe(200);
  });
});

describe("AdMob's configuration", () => {
  it("stops the server on a key that is not a P-256 public key, or on keys without our ad units", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey;
    expect(() => loadConfig({ ADMOB_VERIFIER_KEYS: `1=${publicDer(rsa)}`, ADMOB_AD_UNIT_IDS: adUnit })).toThrow(
      /ADMOB_VERIFIER_KEYS: each key must be a base64 DER P-256 public key/,
    );
    expect(() => loadConfig({ ADMOB_VERIFIER_KEYS: publicDer(google.publicKey), ADMOB_AD_UNIT_IDS: adUnit })).toThrow(
      /ADMOB_VERIFIER_KEYS: each pair must start with a numeric key id/,
    );
    expect(() => loadConfig({ ADMOB_VERIFIER_KEYS: `${keyId}=${publicDer(google.publicKey)}` })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMOB_AD_UNIT_IDS: "my-unit" })).toThrow(/ADMOB_AD_UNIT_IDS/);
    const config = loadConfig({
      ADMOB_VERIFIER_KEYS: ` ${keyId}=${publicDer(google.publicKey)}, 42=${publicDer(pair().publicKey)}`,
      ADMOB_AD_UNIT_IDS: adUnit,
    });
    expect(Object.keys(config.ADMOB_VERIFIER_KEYS ?? {}).sort()).toEqual([keyId, "42"].sort());
    expect(adNetworksOf(config).has("admob")).toBe(true);
    expect(adNetworksOf(loadConfig({})).has("admob")).toBe(false);
  });
});
