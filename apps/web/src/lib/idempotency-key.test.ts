import { describe, expect, it } from "vitest";
import { idempotencyKeys, newIdempotencyKey } from "./idempotency-key";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("idempotency keys", () => {
  it("are version 4 UUIDs, also where randomUUID is missing (pages served over plain http)", () => {
    expect(newIdempotencyKey()).toMatch(uuidV4);
    const withoutRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(withoutRandomUuid)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it("stay the same for a retried submission and change for a different one", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor('{"otp":"123456"}');
    expect(keys.keyFor('{"otp":"123456"}')).toBe(first);
    const second = keys.keyFor('{"otp":"654321"}');
    expect(second).not.toBe(first);
    expect(keys.keyFor('{"otp":"123456"}')).not.toBe(first);
  });

  it("are new after an answer, so buying the same card twice spends twice", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor("card");
    keys.forget();
    expect(keys.keyFor("card")).not.toBe(first);
  });
});
