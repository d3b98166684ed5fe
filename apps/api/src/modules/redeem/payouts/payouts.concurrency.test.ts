import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeXendit } from "../../../fakes/xendit-payouts.js";
import type { TestApp } from "../../../test/app.js";
import { onPostgres } from "../../../test/database.js";
import { createMemberWithPoints } from "../../../test/points.js";
import { accountBalance, balanceOf, ledgerInvariantViolations, payoutHoldAccount } from "../../ledger/index.js";
import { payoutProviderOf } from "./provider-of.js";
import { sweepPayouts } from "./sweep.js";
import { callbackToken, cashOut, timeline, xenditTestApp } from "./test-support.js";

// Real concurrency needs separate connections: PGlite has one, so this runs on PostgreSQL only.
describe.skipIf(!onPostgres)("payouts under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  let fake: FakeXendit;
  beforeAll(async () => {
    ({ t, fake } = await xenditTestApp());
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("settles or returns a payout exactly once when success and failure webhooks race", async () => {
    for (let round = 0; round < 5; round++) {
      const member = await createMemberWithPoints(t.database.db, 3_000, { market: "vi" });
      const number = `8491${String(round).padStart(7, "0")}`;
      fake.holders.set(number, "TRAN THI BICH");
      const { request } = await cashOut(t, member, {
        point: 1_000,
        channel_code: "VN_ZALOPAY",
        account_number: number,
        account_name: "Tran Thi Bich",
      });
      const [remote] = [...fake.payouts.values()].filter((one) => one.reference_id === request.id);
      const hook = (status: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/payouts/xendit/webhook",
          headers: { "x-callback-token": callbackToken },
          payload: {
            event: `payout.${status.toLowerCase()}`,
            created: new Date().toISOString(),
            data: { id: remote?.id, reference_id: request.id, status },
          },
        });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => hook(n % 2 === 0 ? "SUCCEEDED" : "FAILED")),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers.filter((answer) => answer.json().data.applied)).toHaveLength(1);
      const { status } = await timeline(t, member.token, request.id);
      expect(["paid", "failed"]).toContain(status);
      expect(await balanceOf(t.database.db, member.user.id)).toBe(status === "paid" ? 2_000 : 3_000);
      expect(await accountBalance(t.database.db, payoutHoldAccount(request.id).id)).toBe(0);
    }
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it("sends a due payout once however many sweeps run at the same time", async () => {
    const member = await createMemberWithPoints(t.database.db, 3_000, { market: "vi" });
    fake.holders.set("84920000001", "LE MINH CHAU");
    const { request } = await cashOut(
      t,
      member,
      { point: 1_000, channel_code: "VN_MOMO", account_number: "84920000001", account_name: "Le Minh Chau" },
      () => fake.failNext("5xx"),
    );
    const later = new Date(Date.now() + 2 * 60 * 1000);
    await Promise.all(Array.from({ length: 8 }, () => sweepPayouts(t.database.db, payoutProviderOf(t.config), later)));
    expect([...fake.payouts.values()].filter((one) => one.reference_id === request.id)).toHaveLength(1);
    expect((await timeline(t, member.token, request.id)).status).toBe("sent");
  });
});
