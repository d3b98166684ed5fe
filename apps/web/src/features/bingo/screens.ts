import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const bingoApi = loadOnce(() => import("./api/bingo-api"));

/**
 * The week's board, today's board and the fairness proof, in one answer. A board the member never
 * summoned on is dealt from the week's seed as it is read, never stored; the countdown is drawn as
 * of that answer, then follows the browser's clock.
 */
const bingoData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchQuery((await bingoApi()).bingoQuery);
};

export const screens: Screen[] = [
  {
    path: "/home/bingo",
    layout: "home",
    guard: "home",
    meta: { title: "bingo" },
    loader: bingoData,
    lazy: async () => ({ Component: (await import("./pages/bingo-page")).BingoPage }),
  },
];
