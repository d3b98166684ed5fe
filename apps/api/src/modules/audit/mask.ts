/**
 * What the audit log keeps of a value: secrets never, account numbers by their last four digits.
 * Keys are matched by name, in any casing style, at any depth.
 */

const secretKey = /(password|token|secret|hash|otp|^codes?$|^code_?hash$|^serial$)/i;
const accountNumberKey = /^account_?number$/i;

export const redacted = "[redacted]";

function maskAccountNumber(value: unknown): unknown {
  if (typeof value !== "string" || value.length === 0) return value;
  return `•••• ${value.slice(-4)}`;
}

export function maskForAudit(value: unknown, depth = 0): unknown {
  if (depth > 20) return redacted;
  if (Array.isArray(value)) return value.map((item) => maskForAudit(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== "object") return value;
  const masked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    if (secretKey.test(key)) masked[key] = redacted;
    else if (accountNumberKey.test(key)) masked[key] = maskAccountNumber(inner);
    else masked[key] = maskForAudit(inner, depth + 1);
  }
  return masked;
}
