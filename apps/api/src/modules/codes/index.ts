export { assertCodePaced, sendCode, withholdCode } from "./send.js";
export { consumeCode, issueCode } from "./service.js";
export { type CodePurpose, codePurpose, oneTimeCodes } from "./tables.js";
