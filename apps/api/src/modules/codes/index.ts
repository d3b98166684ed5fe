export { sendCode } from "./send.js";
export { consumeCode } from "./service.js";
export { type CodePurpose, codePurpose, oneTimeCodes } from "./tables.js";
