export { enterMemberDay, memberDayOf } from "./service.js";
export { memberDays } from "./tables.js";
