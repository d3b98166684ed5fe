import { v7 } from "uuid";

/** A UUIDv7: time-ordered (good for indexes) with 74 random bits (not guessable). */
export function newId(): string {
  return v7();
}
