import { useMatches } from "react-router";

/** The shop screens that bring a header of their own (spec section 2, "Other shop layouts"). */
export type ShopHeaderKind = "list" | "history" | "shop-detail" | "coupon-detail";

/** What a route tells the layout around it. */
export type RouteHandle = {
  /**
   * Key under `screens.` in the shell catalog: the document title ('Points · Rewards'), the mobile
   * header's title and the pending screen's heading.
   */
  title: string;
  /** The survey being answered: no bottom bar, 'current of total' in the mobile header. */
  answeringSurvey?: boolean;
  shopHeader?: ShopHeaderKind;
};

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
