import { signUpRequest } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { signUpBody } from "./sign-up-body";
import { type SignUpValues, signUpForm } from "./sign-up-form";

const values: SignUpValues = {
  email: "ana@example.com",
  email_confirmation: "ana@example.com",
  password: "correct horse",
  password_confirmation: "correct horse",
  invite_code: "",
  country: "indo",
  accept_terms: true,
};

const sent = (body: unknown) => JSON.parse(JSON.stringify(body));

describe("the registration form", () => {
  it("needs the terms accepted and both repeated fields equal", () => {
    const result = signUpForm.safeParse({
      ...values,
      email_confirmation: "ana@example.org",
      password_confirmation: "correct horsE",
      accept_terms: false,
    });
    const problems = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [],
    );
    expect(problems).toEqual({
      email_confirmation: "equals",
      password_confirmation: "equals",
      accept_terms: "acceptTerms",
    });
  });

  it("passes a complete form", () => {
    expect(signUpForm.safeParse(values).success).toBe(true);
  });
});

describe("the registration body", () => {
  it("sends email and passwords, and nothing that is not present", () => {
    const body = sent(signUpBody(values, new URLSearchParams(), undefined));
    expect(body).toEqual({
      user: { email: "ana@example.com", password: "correct horse", password_confirmation: "correct horse" },
    });
    expect(signUpRequest.safeParse(body).success).toBe(true);
  });

  it("adds the invite code, the shop of the page's query and the version when present", () => {
    const query = new URLSearchParams("store_id=42&visit=qr&other=1");
    const body = sent(signUpBody({ ...values, invite_code: "FRIEND2026" }, query, "1.4.0"));
    expect(body).toEqual({
      user: {
        email: "ana@example.com",
        password: "correct horse",
        password_confirmation: "correct horse",
        invite_code: "FRIEND2026",
      },
      store_id: "42",
      visit: "qr",
      version: "1.4.0",
    });
    expect(signUpRequest.safeParse(body).success).toBe(true);
  });

  it("leaves out blank query values and a blank version", () => {
    const body = sent(signUpBody(values, new URLSearchParams("store_id=&visit=%20"), " "));
    expect(Object.keys(body)).toEqual(["user"]);
  });
});
