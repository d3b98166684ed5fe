// The redemption calls' request schemas (and with them zod), split off so that redeem-api.ts loads
// them on its first call: see its `requests`.
export { changeCardRequest, withdrawConfirmRequest, withdrawRequest } from "@rewards/contracts";
