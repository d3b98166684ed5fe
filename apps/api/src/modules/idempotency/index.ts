export { CommitThenRefuse, type IdempotentRequest, idempotent } from "./idempotent.js";
export { pruneIdempotentRequestsJob } from "./jobs.js";
