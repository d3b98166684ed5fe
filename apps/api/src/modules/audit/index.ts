export { type AuditActor, type AuditRecord, recordAudit } from "./record.js";
export { auditLogRoutes } from "./routes.js";
