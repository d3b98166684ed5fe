import { isIP } from "node:net";
import { z } from "zod";

/** The ranges proxy-addr (Fastify's) knows by name. */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which proxies may say who the client is (`X-Forwarded-For`, `-Proto`). `false`
 * (or 0) believes no header; a number believes that many hops, counted from this server (1: the
 * one load balancer in front), which is right only when nothing reaches the server but through
 * them; a comma-separated list of addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`
 * believes those proxies only, wherever the request came from. `true` believes every hop, so any
 * client can name its own address and step around per-address limits: only for a proxy that
 * overwrites the header rather than appending to it.
 */
export const trustProxySetting = z.string().transform((value, context): boolean | number | string[] => {
  const setting = value.trim();
  if (setting === "true") return true;
  if (setting === "false") return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops <= 100) return hops === 0 ? false : hops;
  }
  const entries = setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: "custom",
      message: `must be true, false, a number of hops (0 to 100) or a comma-separated list of addresses and CIDR ranges${bad.length > 0 ? ` (not an address: ${bad.join(", ")})` : ""}`,
    });
    return z.NEVER;
  }
  return entries;
});

export type TrustProxy = z.output<typeof trustProxySetting>;

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function: Fastify 5 reads a bare
 * number as "trust nothing", since it cannot tell a balancer from a client that connects directly.
 */
export function trustProxyOption(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}
