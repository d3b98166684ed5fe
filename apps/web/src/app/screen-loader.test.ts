import { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { provideRequestScope } from "../lib/request-scope";
import { queryClientContext, type ScreenLoader } from "../shared/screens";
import { screenLoader } from "./screen-loader";

/** A loader's arguments, with the query cache the router hands it. */
function argsWith(queryClient: QueryClient): LoaderFunctionArgs {
  const context = new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
  return { request: new Request("http://app.test/home/survey?q=tea"), params: {}, context } as LoaderFunctionArgs;
}

const args = argsWith(new QueryClient());

/** A screen's data that finishes only when told to, noting what it was asked. */
function heldData() {
  let finish = () => {};
  const asked: string[] = [];
  const data: ScreenLoader = ({ url }) => {
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
    expect(screenLoader(guard, [])).toBe(guard);
    expect(screenLoader(undefined, [])).toBeUndefined();
  });

  it("runs the guard first, and asks for no data when the guard sends the reader away", async () => {
    const held = heldData();
    const loader = screenLoader(() => {
      throw new Response(null, { status: 302, headers: { location: "/sign-in" } });
    }, [held.data]);
    await expect(loader?.(args)).rejects.toBeInstanceOf(Response);
    expect(held.asked).toEqual([]);
  });

  it("in the browser starts the screen's data without waiting for it", async () => {
    const held = heldData();
    const loader = screenLoader(() => null, [held.data]);
    await expect(loader?.(args)).resolves.toBeNull();
    expect(held.asked).toEqual(["/home/survey?q=tea"]);
  });

  it("on the server waits for the data and the layout's, loaded into the cache the router handed it", async () => {
    const queryClient = new QueryClient();
    provideRequestScope(() => ({
      cookie: () => null,
      fetch,
      locale: "en",
      forgetSession: () => {},
      sessionEnded: () => {},
      leaveToApp: () => {},
    }));
    const given: QueryClient[] = [];
    const held = heldData();
    const layout: ScreenLoader = async (input) => void given.push(input.queryClient);
    const loader = screenLoader(undefined, [
      layout,
      (input) => {
        given.push(input.queryClient);
        return held.data(input);
      },
    ]);
    let done = false;
    const loading = Promise.resolve(loader?.(argsWith(queryClient))).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    held.finish();
    await loading;
    expect(done).toBe(true);
    expect(given).toEqual([queryClient, queryClient]);
  });
});
