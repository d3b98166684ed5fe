/** The member's own worker and client profiles, the job categories, and the way in for clients. */
export { categoriesQuery } from "./categories";
export { ClientEntry } from "./client-entry";
export { clientProfileKey, clientProfileQuery, flashProfileKey, flashProfileQuery } from "./own-profiles";
