export { missionAdminRoutes } from "./admin-routes.js";
export { createMission } from "./authoring.js";
export { claimSubMission } from "./claim.js";
export { levelConsumer } from "./levels.js";
export { claimableCount, type MissionViewer, missionsPage, openStepPoints } from "./listing.js";
export { missionProgressConsumer } from "./progress.js";
export { missionRoutes } from "./routes.js";
export { stepTitles } from "./step-titles.js";
