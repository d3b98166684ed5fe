import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { provideRequestScope } from "../../../lib/request-scope";
import { clockTime, messageTime } from "./message-time";

/** Rendering on the server for a browser that left `zone` in its `tz` cookie. */
function renderingFor(zone: string) {
  provideRequestScope(() => ({
    cookie: (name) => (name === "tz" ? zone : null),
    fetch,
    queryClient: new QueryClient(),
    locale: "en",
    forgetSession: () => {},
    sessionEnded: () => {},
    leaveToApp: () => {},
  }));
}

afterEach(() => provideRequestScope(() => undefined));

describe("chat times on a page the server renders", () => {
  // 23:30 on 1 March in UTC is already 2 March in Jakarta (UTC+7).
  const sent = "2026-03-01T23:30:00Z";
  const now = new Date("2026-03-02T06:00:00Z");

  it("writes a message's hour in the reader's zone", () => {
    renderingFor("Asia/Jakarta");
    expect(clockTime(sent, "en-GB")).toBe("06:30");
  });

  it("counts today in the reader's zone: an hour there, a day where it is yesterday", () => {
    renderingFor("Asia/Jakarta");
    expect(messageTime(sent, "en-GB", now)).toBe("06:30");
    renderingFor("America/New_York");
    expect(messageTime(sent, "en-GB", now)).toBe("1 Mar");
  });

  it("shows the year only for another year than the reader's", () => {
    renderingFor("Asia/Jakarta");
    expect(messageTime("2025-12-31T20:00:00Z", "en-GB", now)).toBe("1 Jan");
    expect(messageTime("2025-06-01T00:00:00Z", "en-GB", now)).toBe("1 Jun 2025");
  });
});
