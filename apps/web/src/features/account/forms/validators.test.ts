import { describe, expect, it } from "vitest";
import { z } from "zod";
import { birthDayInput, codeInput, emailInput, equalTo, passwordInput, phoneInput, requiredText } from "./validators";

/** The validation key of the first problem, or null when the value passes. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}

describe("the spec's validators", () => {
  it("required: an empty or blank value", () => {
    expect(problem(requiredText(80), "")).toBe("required");
    expect(problem(requiredText(80), "   ")).toBe("required");
    expect(problem(requiredText(80), "Ana")).toBeNull();
  });

  it("max: too long", () => {
    expect(problem(requiredText(3), "Anna")).toBe("tooLong");
  });

  it("email", () => {
    expect(problem(emailInput, "")).toBe("required");
    expect(problem(emailInput, "ana@")).toBe("email");
    expect(problem(emailInput, "ana at example.com")).toBe("email");
    expect(problem(emailInput, " Ana@Example.com ")).toBeNull();
  });

  it("min and max: a password of 8 to 256 characters", () => {
    expect(problem(passwordInput, "")).toBe("required");
    expect(problem(passwordInput, "seven77")).toBe("passwordMin");
    expect(problem(passwordInput, "eight888")).toBeNull();
    expect(problem(passwordInput, "x".repeat(257))).toBe("passwordMax");
  });

  it("codes are six digits ('Invalid code. Please try again')", () => {
    expect(problem(codeInput, "12345")).toBe("invalidCode");
    expect(problem(codeInput, "12345a")).toBe("invalidCode");
    expect(problem(codeInput, " 123456 ")).toBeNull();
  });

  it("phone numbers: digits, spaces and dashes, a leading 0 allowed", () => {
    expect(problem(phoneInput, "0812-3456-7890")).toBeNull();
    expect(problem(phoneInput, "812 345 678")).toBeNull();
    expect(problem(phoneInput, "12ab")).toBe("phone");
    expect(problem(phoneInput, "")).toBe("required");
  });

  it("a birthday is a real day, not in the future", () => {
    expect(problem(birthDayInput, "1995-05-01")).toBeNull();
    expect(problem(birthDayInput, "")).toBe("required");
    expect(problem(birthDayInput, "2023-02-30")).toBe("date");
    expect(problem(birthDayInput, "2999-01-01")).toBe("futureDate");
  });

  describe("equals", () => {
    const fields = z.object({ password: z.string().min(8, "passwordMin"), password_confirmation: z.string() });
    const form = fields.refine(...equalTo<z.output<typeof fields>>("password_confirmation", "password"));

    it("puts 'equals' on the repeated field", () => {
      const result = form.safeParse({ password: "long enough", password_confirmation: "long enuogh" });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ["password_confirmation"], message: "equals" }),
      ]);
    });

    it("shows together with the other fields' problems", () => {
      const result = form.safeParse({ password: "short", password_confirmation: "shorter" });
      expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(["equals", "passwordMin"]);
    });

    it("passes when both match", () => {
      expect(form.safeParse({ password: "long enough", password_confirmation: "long enough" }).success).toBe(true);
    });
  });
});
