import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPassword } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { findLiveUser } from "../users/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, cookies: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    headers: { platform: "3" },
    cookies,
    payload: { user: { email, password: goodPassword } },
  });

describe("the language picked just before signing in", () => {
  it("is kept, and stored as the choice, by an account that never chose one", async () => {
    // An Indonesian phone gave the account Indonesian; the visitor switched the page to English.
    const user = await createTestUser(t.database.db, { password: goodPassword, countryCode: "+62", locale: "id" });
    const answer = await signIn(user.email, { locale: "en", locale_picked: "1" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.account).toMatchObject({ locale: "en" });
    const stored = await findLiveUser(t.database.db, user.id);
    expect(stored).toMatchObject({ locale: "en", localeChosenAt: expect.any(Date) });
    // The pick is spent: the next sign-in on this device starts from the account.
    const cleared = [answer.headers["set-cookie"]].flat().find((cookie) => cookie?.startsWith("locale_picked="));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it("is not taken from a language a previous sign-in left on the device", async () => {
    const user = await createTestUser(t.database.db, { password: goodPassword, countryCode: "+62", locale: "id" });
    const answer = await signIn(user.email, { locale: "en" });
    expect(answer.json().data.account).toMatchObject({ locale: "id" });
    expect((await findLiveUser(t.database.db, user.id))?.localeChosenAt).toBeNull();
  });

  it("does not replace a language the account chose", async () => {
    const user = await createTestUser(t.database.db, {
      password: goodPassword,
      locale: "vi",
      localeChosen: true,
    });
    const answer = await signIn(user.email, { locale: "en", locale_picked: "1" });
    expect(answer.json().data.account).toMatchObject({ locale: "vi" });
  });
});
