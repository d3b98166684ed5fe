import { flashJobScreens, homeScreens, publicScreens, shopScreens } from "./route-table";

const ready = new Set(
  [...publicScreens, ...homeScreens, ...flashJobScreens, ...shopScreens]
    .filter((screen) => screen.page !== undefined)
    .map((screen) => screen.path as string),
);

/**
 * Whether a route has its screen, rather than the pending body of a feature still to land. Menus
 * offer only these, so that none leads to a placeholder; an entry appears when its feature lands.
 */
export function isScreenReady(path: string): boolean {
  return ready.has(path);
}
