import { describe, expect, it } from "vitest";
import { maskForAudit, redacted } from "./mask.js";

describe("maskForAudit", () => {
  it("hides secrets and card codes at any depth and keeps the last four digits of account numbers", () => {
    const masked = maskForAudit({
      status: "rejected",
      account_number: "0011223344",
      accountNumber: "998877",
      nested: { password_hash: "x", token: "t", cards: [{ code: "CARD-1", serial: "S1", face_value: 10 }] },
      at: new Date("2026-01-02T03:04:05.000Z"),
      skipped: undefined,
    });
    expect(masked).toEqual({
      status: "rejected",
      account_number: "•••• 3344",
      accountNumber: "•••• 8877",
      nested: {
        password_hash: redacted,
        token: redacted,
        cards: [{ code: redacted, serial: redacted, face_value: 10 }],
      },
      at: "2026-01-02T03:04:05.000Z",
    });
  });

  it("leaves plain values and empty account numbers as they are", () => {
    expect(maskForAudit(null)).toBeNull();
    expect(maskForAudit(["a", 1])).toEqual(["a", 1]);
    expect(maskForAudit({ account_number: null, code_count: 3 })).toEqual({ account_number: null, code_count: 3 });
  });
});
