export { type RefusalContext, type RefusalKeys, refusalKeys } from "./refusal-keys";
export { type RefusalOptions, refusalNamespace, refusalText, useRefusalText, useRefusalToast } from "./refusal-text";
