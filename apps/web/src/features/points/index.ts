// What the app draws besides the screens (screens.ts): a feature imports no other feature.
export { HeaderBalance, useBalanceBadge } from "./components/header-balance";
