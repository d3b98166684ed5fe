export { devMailboxRoutes } from "./dev-mailbox.js";
export { deliverMessageJob, sweepOutboxJob } from "./jobs.js";
export { dispatchMessages, mailboxMessages, queueMessage } from "./service.js";
export { outboundMessages } from "./tables.js";
export { codeMessage, type NoticeKind, noticeMessage } from "./templates.js";
