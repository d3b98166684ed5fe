// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { missionsKey } from "./api/missions-api";
export { MissionCard } from "./components/mission-card";
export { useClaim } from "./components/use-claim";
export { useMissionDot } from "./components/use-mission-dot";
