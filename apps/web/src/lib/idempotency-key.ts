/** A random version 4 UUID; `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
export function newIdempotencyKey(random: Crypto = crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of one spending submission. A retry of the same submission (same
 * fingerprint, after a timeout say) sends the same key, so the server answers it once; a different
 * submission gets a new key, and `forget` after an answer makes the next one new even if it looks alike.
 */
export function idempotencyKeys(newKey: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    forget(): void {
      current = null;
    },
  };
}
