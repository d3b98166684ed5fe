import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callApi } from "./api";
import { ApiError } from "./api-error";

const answer = z.object({ status: z.literal(true), data: z.object({ ok: z.boolean() }) });

function respond(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("a call to the API", () => {
  beforeEach(() => {
    vi.stubGlobal("document", { cookie: "loggedIn=true" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the spec's headers, the time zone among them, and the caller's own", async () => {
    const fetch = respond(200, { status: true, data: { ok: true } });
    await callApi<typeof answer>("main", "phone_cards/change_card", {
      method: "POST",
      body: { count: 1 },
      headers: { "Idempotency-Key": "key-1" },
    });
    const headers = fetch.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ platform: "3", "Idempotency-Key": "key-1", "content-type": "application/json" });
    expect(headers.TimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("keeps what a failure brings besides its code: the data to show and the reason for the user", async () => {
    respond(409, {
      status: false,
      code: 134,
      message: "Refused",
      error_message: "Provider is down",
      data: { cards: [] },
    });
    const failure = await callApi<typeof answer>("main", "phone_cards/change_card", { method: "POST" }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 134, message: "Refused" });
    expect((failure as ApiError).extra).toEqual({ data: { cards: [] }, errorMessage: "Provider is down" });
  });

  it("puts a field's failure on that field", async () => {
    respond(400, { status: false, code: "invalid_code", message: "Invalid code. Please try again", field: "otp" });
    const failure = await callApi<typeof answer>("main", "phone_cards/withdraw/confirm", { method: "POST" }).catch(
      (e) => e,
    );
    expect(failure).toMatchObject({ code: "invalid_code", field: "otp", extra: {} });
  });

  it("tells the app once that the session ended, and why: signed in elsewhere or suspended", async () => {
    const dispatchEvent = vi.fn();
    vi.stubGlobal("window", { dispatchEvent });
    for (const code of ["signed_in_elsewhere", "account_suspended"]) {
      respond(401, { status: false, code, message: "Ended" });
      await callApi<typeof answer>("main", "profile").catch(() => {});
    }
    respond(401, { status: false, code: "unauthorized", message: "Log in" });
    await callApi<typeof answer>("main", "profile").catch(() => {});
    expect(dispatchEvent.mock.calls.map(([event]) => [event.type, event.detail])).toEqual([
      ["rewards:session-ended", "signed_in_elsewhere"],
      ["rewards:session-ended", "account_suspended"],
    ]);
  });

  it("gives back the answer as the server wrote it, and refuses a success that is not a JSON object", async () => {
    respond(200, { status: true, data: { ok: true } });
    await expect(callApi<typeof answer>("main", "profile")).resolves.toEqual({ status: true, data: { ok: true } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>proxy page</html>", { status: 200 })),
    );
    await expect(callApi<typeof answer>("main", "profile")).rejects.toMatchObject({ code: "unexpected_response" });
  });
});
