export { devMailboxRoutes } from "./dev-mailbox.js";
export { deliverMessageJob, sweepOutboxJob } from "./jobs.js";
export { deliverMessage, dispatchMessages, mailboxMessages, type NewMessage, queueMessage } from "./service.js";
export { outboundMessages } from "./tables.js";
export { type CodeMessageKind, codeMessage, messageLocale } from "./templates.js";
export { createTransports, type Transports } from "./transports.js";
