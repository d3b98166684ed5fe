export { type CodeDelivery, sendCode } from "./send.js";
export { consumeCode, type IssuedCode, issueCode, lastCodeSentAt } from "./service.js";
export { type CodePurpose, codePurpose, oneTimeCodes } from "./tables.js";
