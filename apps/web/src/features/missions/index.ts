// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { useMissionDot } from "./components/use-mission-dot";
