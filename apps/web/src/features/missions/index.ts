// What the app draws besides the screens (screens.ts): a feature imports no other feature.
export { useMissionDot } from "./components/use-mission-dot";
