/**
 * The wait a 429 names ('Please wait 42 seconds before asking for another code.'): the server
 * gives it only in its English message, so the localized copy takes the number from there.
 */
export function waitSecondsOf(message: string): number | null {
  const match = /(\d+)\s*seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}
