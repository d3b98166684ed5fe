import { timingSafeEqual } from "node:crypto";

/** Whether an `Authorization` header carries the metrics token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
