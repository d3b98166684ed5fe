import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { JobQueue } from "../../jobs/queue.js";
import { systemClock } from "../../lib/clock.js";
import { memoryStorage } from "../../lib/file-storage.js";
import { memoryRateLimiter } from "../../lib/rate-limiter.js";
import { call, freshIp, goodPassword, latestCode, uniqueEmail, wrongCode } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { fileLinks } from "../files/index.js";
import { mailboxMessages } from "../messaging/index.js";
import { sendPasswordResetJob } from "./jobs.js";
import { requestPasswordReset } from "./password-reset.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = "a brand new passphrase";
const sendCode = (email: string) =>
  call(t.app, { method: "POST", url: "/user_password/sent_verify", ip: freshIp(), payload: { email } });
const change = (body: Record<string, string>) =>
  call(t.app, { method: "POST", url: "/user_password/change_password", ip: freshIp(), payload: body });
const signIn = (email: string, password: string) =>
  call(t.app, { method: "POST", url: "/users/sign_in", ip: freshIp(), payload: { user: { email, password } } });

describe("forgot password", () => {
  it("answers the same whether or not the email has an account", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const known = await sendCode(user.email);
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await sendCode(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailboxMessages(t.database.db, unknownEmail)).toHaveLength(0);
    expect(await latestCode(t.database.db, user.email)).toMatch(/^\d{6}$/);
  });

  it("does the same work on the request for a registered and an unknown email: one queued job, nothing looked up", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const unknownEmail = uniqueEmail("nobody");
    const send = vi.fn(async (_name: string, _data: object, _options: object) => "job-id");
    const deps = {
      config: t.config,
      db: t.database.db,
      rateLimiter: memoryRateLimiter(),
      storage: memoryStorage(),
      fileLinks: fileLinks(memoryStorage(), async () => "unused"),
      clock: systemClock,
      jobs: { send } as unknown as JobQueue,
    };
    const query = vi.spyOn(t.database.db, "select");
    await requestPasswordReset(deps, user.email);
    await requestPasswordReset(deps, unknownEmail);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
    expect(send.mock.calls).toEqual([
      ["send-password-reset", { email: user.email }, expect.any(Object)],
      ["send-password-reset", { email: unknownEmail }, expect.any(Object)],
    ]);
    expect(send.mock.calls[0]?.[2]).toEqual(send.mock.calls[1]?.[2]);
    expect(await mailboxMessages(t.database.db, user.email)).toHaveLength(0);

    // The job then emails the account's owner, and nobody for the unknown address.
    const context = { db: t.database.db, config: t.config } as Parameters<typeof sendPasswordResetJob.run>[0];
    await sendPasswordResetJob.run(context, { email: user.email });
    await sendPasswordResetJob.run(context, { email: unknownEmail });
    expect(await latestCode(t.database.db, user.email)).toMatch(/^\d{6}$/);
    expect(await mailboxMessages(t.database.db, unknownEmail)).toHaveLength(0);
    // Run again (a retry), it sends nothing twice within the pacing minute.
    await sendPasswordResetJob.run(context, { email: user.email });
    expect(await mailboxMessages(t.database.db, user.email)).toHaveLength(1);
  });

  it("resets with the emailed code, ends every session, and the new password signs in", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const oldToken = (await signIn(user.email, goodPassword)).json().data.auth_token;
    await sendCode(user.email);
    const code = await latestCode(t.database.db, user.email);
    const changed = await change({
      email: user.email,
      code,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(changed.statusCode).toBe(200);

    const old = await call(t.app, { method: "GET", url: "/profile", token: oldToken });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe("unauthorized");
    expect((await signIn(user.email, goodPassword)).statusCode).toBe(401);
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);

    const reused = await change({ email: user.email, code, password: newPassword, password_confirmation: newPassword });
    expect(reused.json()).toMatchObject({ code: "invalid_code", field: "code" });
  });

  it("refuses a password built from the member's name or email without spending the code", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword, name: "Marigold", lastName: "Wirawan" });
    await sendCode(user.email);
    const code = await latestCode(t.database.db, user.email);
    for (const password of ["marigoldwirawan", user.email, "        "]) {
      const refused = await change({ email: user.email, code, password, password_confirmation: password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().field).toBe("password");
      expect(["password_like_account", "weak_password"]).toContain(refused.json().code);
    }
    const changed = await change({
      email: user.email,
      code,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(changed.statusCode).toBe(200);
  });

  it("refuses unequal passwords, common passwords and wrong codes, which wear the code out", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    await sendCode(user.email);
    const code = await latestCode(t.database.db, user.email);
    const wrong = wrongCode(code);

    const unequal = await change({ email: user.email, code, password: newPassword, password_confirmation: "other" });
    expect(unequal.json()).toMatchObject({ field: "password_confirmation" });
    const common = await change({
      email: user.email,
      code,
      password: "password123",
      password_confirmation: "password123",
    });
    expect(common.json()).toMatchObject({ code: "common_password", field: "password" });

    for (let i = 0; i < 5; i++) {
      const refused = await change({
        email: user.email,
        code: wrong,
        password: newPassword,
        password_confirmation: newPassword,
      });
      expect(refused.json()).toMatchObject({ code: "invalid_code", message: "Invalid code. Please try again" });
    }
    const tooLate = await change({
      email: user.email,
      code,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(tooLate.json().code).toBe("invalid_code");
  });

  it("limits code requests per email and address: a stranger's requests leave the owner theirs", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const stranger = freshIp();
    const ask = (ip: string) =>
      call(t.app, { method: "POST", url: "/user_password/sent_verify", ip, payload: { email: user.email } });
    for (let i = 0; i < 5; i++) expect((await ask(stranger)).statusCode).toBe(200);
    expect((await ask(stranger)).statusCode).toBe(429);
    expect((await ask(freshIp())).statusCode).toBe(200);
    // However many ask, the owner's inbox gets one code a minute.
    expect(await mailboxMessages(t.database.db, user.email)).toHaveLength(1);
  });

  it("limits code checks per email and address, so a stranger's wrong codes do not block the owner's", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword });
    const stranger = freshIp();
    const check = (ip: string, code: string) =>
      call(t.app, {
        method: "POST",
        url: "/user_password/change_password",
        ip,
        payload: { email: user.email, code, password: newPassword, password_confirmation: newPassword },
      });
    for (let i = 0; i < 10; i++) expect((await check(stranger, "000000")).statusCode).toBe(400);
    expect((await check(stranger, "000000")).statusCode).toBe(429);
    await sendCode(user.email);
    const code = await latestCode(t.database.db, user.email);
    expect((await check(freshIp(), code)).statusCode).toBe(200);
  });
});
