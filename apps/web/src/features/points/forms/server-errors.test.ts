import { describe, expect, it } from "vitest";
import { waitSecondsOf } from "./server-errors";

describe("the wait a refused code names", () => {
  it("is read from the server's message", () => {
    expect(waitSecondsOf("Please wait 42 seconds before asking for another code.")).toBe(42);
    expect(waitSecondsOf("Please wait 1 second before asking for another code.")).toBe(1);
  });

  it("is unknown when the message names none", () => {
    expect(waitSecondsOf("Too many attempts.")).toBeNull();
  });
});
