export { inviteCodeOf } from "./codes.js";
export { invitationConsumer } from "./lifecycle.js";
export { invitationBonuses, sharePathOf } from "./listing.js";
export { invitationRoutes } from "./routes.js";
