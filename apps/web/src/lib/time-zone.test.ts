import { afterEach, describe, expect, it } from "vitest";
import { formatDay } from "./format";
import { provideRequestScope, type RequestScope } from "./request-scope";
import { readerTimeZone } from "./time-zone";

/** A request being rendered on the server, with these readable cookies. */
function renderingFor(cookies: Record<string, string>) {
  const scope = { cookie: (name: string) => cookies[name] ?? null } as unknown as RequestScope;
  provideRequestScope(() => scope);
}

afterEach(() => provideRequestScope(() => undefined));

describe("the reader's time zone", () => {
  it("is the browser's own in the browser", () => {
    expect(readerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("is the one the browser left in its cookie when the server renders", () => {
    renderingFor({ tz: "Asia/Jakarta" });
    expect(readerTimeZone()).toBe("Asia/Jakarta");
    // Late evening in UTC is already the next day in Jakarta: the page says so, as the browser will.
    expect(formatDay("2026-03-11T18:00:00Z", "en")).toBe("Mar 12, 2026");
    renderingFor({ tz: "America/New_York" });
    expect(formatDay("2026-03-11T18:00:00Z", "en")).toBe("Mar 11, 2026");
  });

  it("ignores a cookie that names no zone", () => {
    for (const tz of ["Mars/Olympus_Mons", "Asia/Jakarta;x", "", "../../etc"]) {
      renderingFor({ tz });
      expect(readerTimeZone()).toBeUndefined();
    }
    renderingFor({});
    expect(readerTimeZone()).toBeUndefined();
  });
});
