export { bingoAdminRoutes } from "./admin-routes.js";
export { closesAt, insertCampaign, mondayOf, openBingoWeeks } from "./campaigns.js";
export { bingoConsumer } from "./consumer.js";
export { openBingoWeeksJob } from "./job.js";
export { bingoRoutes } from "./routes.js";
export { summonToday } from "./service.js";
export { campaignStateOf, currentCampaign } from "./state.js";
export { type SummonRequest, summonOnce } from "./summon.js";
export { type AdNetwork, completeAdTicket, houseVideo, issueAdTicket } from "./video.js";
