import { describe, expect, it } from "vitest";
import { proofOf } from "./credential-fields";
import { changeEmailForm, changePasswordForm } from "./credential-forms";

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

const password = { password: "a long new passphrase", password_confirmation: "a long new passphrase" };

describe("the password and email change forms", () => {
  it("ask for the proof chosen, not the hidden one, and show every mistake at once", () => {
    const empty = changePasswordForm.safeParse({
      proof: "password",
      current_password: "",
      email_code: "",
      password: "short",
      password_confirmation: "other",
    });
    expect(issues(empty)).toEqual(
      expect.arrayContaining([
        ["current_password", "required"],
        ["password", "passwordMin"],
        ["password_confirmation", "equals"],
      ]),
    );
    expect(issues(empty).map(([path]) => path)).not.toContain("email_code");

    const byCode = { proof: "email_code", current_password: "", ...password };
    expect(issues(changePasswordForm.safeParse({ ...byCode, email_code: "12ab" }))).toEqual([
      ["email_code", "invalidCode"],
    ]);
    expect(changePasswordForm.safeParse({ ...byCode, email_code: " 123456 " }).success).toBe(true);
  });

  it("send only the proof chosen", () => {
    expect(proofOf({ proof: "password", current_password: "secret words", email_code: "123456" })).toEqual({
      current_password: "secret words",
    });
    expect(proofOf({ proof: "email_code", current_password: "x", email_code: " 123456 " })).toEqual({
      email_code: "123456",
    });
  });

  it("refuse the address the account already has, in any case", () => {
    const form = changeEmailForm("ayu@example.com");
    const same = form.safeParse({
      proof: "password",
      current_password: "pw",
      email_code: "",
      new_email: "AYU@example.com",
    });
    expect(issues(same)).toEqual([["new_email", "sameEmail"]]);
    const other = form.safeParse({
      proof: "password",
      current_password: "pw",
      email_code: "",
      new_email: "new@example.com",
    });
    expect(other.success).toBe(true);
  });
});
