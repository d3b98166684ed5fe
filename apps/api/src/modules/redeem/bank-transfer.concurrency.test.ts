import { randomUUID } from "node:crypto";
import type { WithdrawConfirmRequest } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "../../http/app-error.js";
import { latestCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createMemberWithPoints } from "../../test/points.js";
import { balanceOf, entriesOf, ledgerInvariantViolations } from "../ledger/index.js";
import type { User } from "../users/index.js";
import { confirmWithdraw } from "./bank-transfer.js";

const bank = { bank_name: "Bank Mandiri", account_name: "Dewi Lestari", account_number: "9876543210" };

// Real concurrency needs separate connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(!onPostgres)("bank-transfer confirmations under concurrency (PostgreSQL)", () => {
  const parallel = 50;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function startWholeBalance(cents: number) {
    const member = await createMemberWithPoints(t.database.db, cents);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/phone_cards/withdraw",
      payload: { point: cents, ...bank },
      headers: { token: member.token },
    });
    const { request_id } = started.json().data;
    return { member, confirmation: { request_id, otp: await latestCode(t.database.db, member.phone) } };
  }

  // Straight to the service: the route's per-account limit on code checks would refuse most of
  // the fifty before they reached the transaction this is about.
  const confirm = (user: User, payload: WithdrawConfirmRequest, key?: string) =>
    confirmWithdraw(t.database.db, user, payload, key).then(
      (done) => ({ ok: true as const, done }),
      (error: AppError) => ({ ok: false as const, code: error.code }),
    );

  it(`lets exactly one of ${parallel} parallel confirmations spending the whole balance succeed`, async () => {
    const { member, confirmation } = await startWholeBalance(5_000);
    // Half retry with keys of their own, half with none: each is a distinct attempt to spend.
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, n) =>
        confirm(member.user, confirmation, n % 2 === 0 ? randomUUID() : undefined),
      ),
    );
    expect(responses.filter((response) => response.ok)).toHaveLength(1);
    for (const refused of responses.filter((response) => !response.ok)) {
      expect(refused.code).toBe("redeem_already_confirmed");
    }
    expect(await balanceOf(t.database.db, member.user.id)).toBe(0);
    const debits = (await entriesOf(t.database.db, member.user.id, { limit: 100 })).filter((e) => e.amountCents < 0);
    expect(debits).toHaveLength(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it(`answers ${parallel} parallel retries with one Idempotency-Key alike, spending once`, async () => {
    const { member, confirmation } = await startWholeBalance(2_000);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: parallel }, () => confirm(member.user, confirmation, key)),
    );
    expect(responses.every((response) => response.ok)).toBe(true);
    // Saved answers come back from jsonb with their keys reordered, so compare contents.
    const [first, ...rest] = responses.map((response) => (response.ok ? response.done : null));
    for (const answer of rest) expect(answer).toEqual(first);
    expect(await balanceOf(t.database.db, member.user.id)).toBe(0);
  });
});
