/**
 * The stored phone number may come with or without its country code (`+6281234567890` or
 * `81234567890`); the screens show it with the code and edit it without.
 */
export function localPhoneNumber(countryCode: string | null, stored: string | null): string {
  if (!stored) return "";
  if (countryCode && stored.startsWith(countryCode)) return stored.slice(countryCode.length);
  return stored.replace(/^\+/, "");
}

export function displayPhone(countryCode: string | null, stored: string | null): string {
  if (!stored) return "";
  if (stored.startsWith("+")) return stored;
  return countryCode ? `${countryCode} ${stored}` : stored;
}
