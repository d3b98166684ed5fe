import { useMatches } from "react-router";
import type { ScreenMeta } from "../shared/screens";

/** The meta (the route's handle) of the deepest matched route that has one. */
export function useRouteHandle(): ScreenMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as ScreenMeta | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
