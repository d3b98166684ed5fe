import { describe, expect, it } from "vitest";
import { demoPassword } from "../../seed/demo-accounts.js";
import { goodPassword } from "../../test/accounts.js";
import { accountWords, assertPasswordAllowed, passwordChecker } from "./password-strength.js";

const member = { email: "lan.nguyen@example.com", name: "Lan", lastName: "Nguyen" };
const words = accountWords(member);

async function verdict(password: string, inputs = words) {
  return (await passwordChecker())(password, inputs);
}

describe("the new-password rule", () => {
  it("refuses repeats, blank passwords and the member's own email", async () => {
    expect(await verdict("aaaaaaaa")).toBe("weak");
    expect(await verdict("        ")).toBe("weak");
    expect(await verdict(member.email)).toBe("like_account");
    expect(await verdict("Lan.Nguyen@Example.com1")).toBe("like_account");
    expect(await verdict("nguyenlan")).toBe("like_account");
  });

  it("refuses the common-password list in any case or spelling", async () => {
    for (const password of ["password123", "Password123", "P@ssw0rd123", "qwertyuiop", "iloveyou2", "sunshine"]) {
      expect(await verdict(password), password).toBe("common");
    }
  });

  it("accepts a long passphrase with spaces, the demo password and the tests' own", async () => {
    expect(await verdict("river stones under a quiet bridge at noon")).toBeNull();
    expect(await verdict(demoPassword)).toBeNull();
    expect(await verdict(goodPassword)).toBeNull();
  });

  it("answers in the error envelope, naming the field", async () => {
    await expect(assertPasswordAllowed("aaaaaaaa", "user.password", words)).rejects.toMatchObject({
      statusCode: 400,
      code: "weak_password",
      field: "user.password",
    });
    await expect(assertPasswordAllowed(member.email, "password", words)).rejects.toMatchObject({
      code: "password_like_account",
      field: "password",
    });
  });
});
