import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import { openSession } from "../modules/auth/index.js";
import { createUser, type NewUser, type User } from "../modules/users/index.js";

/** A user with a unique email; pass what the test cares about. */
export function createTestUser(db: Db, input: Partial<NewUser> = {}): Promise<User> {
  return createUser(db, {
    email: `user-${randomBytes(4).toString("hex")}@example.com`,
    name: "Test",
    lastName: "User",
    emailConfirmed: true,
    ...input,
  });
}

/** A user who is signed in: returns the user and the session token to send. */
export async function createSignedInUser(db: Db, input: Partial<NewUser> = {}) {
  const user = await createTestUser(db, input);
  const token = await openSession(db, user.id);
  return { user, token };
}
