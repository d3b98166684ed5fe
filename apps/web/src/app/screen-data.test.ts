import { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { provideRequestScope } from "../lib/request-scope";
import { type ScreenData, screenLoader } from "./screen-data";

const args = { request: new Request("http://app.test/home/survey?q=tea"), params: {} } as LoaderFunctionArgs;

/** A screen's data that finishes only when told to, noting what it was asked. */
function heldData() {
  let finish = () => {};
  const asked: string[] = [];
  const data: ScreenData = ({ url }) => {
    asked.push(`${url.pathname}${url.search}`);
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { data, asked, finish: () => finish() };
}

afterEach(() => provideRequestScope(() => undefined));

describe("screenLoader", () => {
  it("is the guard alone for a screen that declares no data", () => {
    const guard = () => null;
    expect(screenLoader(guard, undefined)).toBe(guard);
    expect(screenLoader(undefined, undefined)).toBeUndefined();
  });

  it("runs the guard first, and asks for no data when the guard sends the reader away", async () => {
    const held = heldData();
    const loader = screenLoader(() => {
      throw new Response(null, { status: 302, headers: { location: "/sign-in" } });
    }, held.data);
    await expect(loader?.(args)).rejects.toBeInstanceOf(Response);
    expect(held.asked).toEqual([]);
  });

  it("in the browser starts the screen's data without waiting for it", async () => {
    const held = heldData();
    const loader = screenLoader(() => null, held.data);
    await expect(loader?.(args)).resolves.toBeNull();
    expect(held.asked).toEqual(["/home/survey?q=tea"]);
  });

  it("on the server waits for the data, loaded into the request's own cache", async () => {
    const queryClient = new QueryClient();
    provideRequestScope(() => ({
      cookie: () => null,
      fetch,
      queryClient,
      locale: "en",
      forgetSession: () => {},
      sessionEnded: () => {},
      leaveToApp: () => {},
    }));
    let given: QueryClient | undefined;
    const held = heldData();
    const loader = screenLoader(undefined, (input) => {
      given = input.queryClient;
      return held.data(input);
    });
    let done = false;
    const loading = Promise.resolve(loader?.(args)).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    held.finish();
    await loading;
    expect(done).toBe(true);
    expect(given).toBe(queryClient);
  });
});
