/**
 * The notes the product itself writes on ledger entries, in English as stored. The points history
 * reads each back in the member's language (the API's `points/entry-notes.ts`), so a writer and
 * that reader must name the same note: both take it from here.
 */
export const entryNotes = {
  bingoJackpot: "Bingo jackpot",
  bingoConsolation: "Bingo 7 summons",
  bingoLine: "Bingo line",
  bingoDailyLine: "Bingo daily line",
  invitedFriend: "Invited friend",
  joinedWithCode: "Joined with an invite code",
  pointsExpired: "Points expired",
} as const;
export type EntryNote = keyof typeof entryNotes;

/** The note of a check-in's weekly bonus: 'Day 7 streak bonus'. */
export const streakBonusNote = (streak: number) => `Day ${streak} streak bonus`;

/** The streak a weekly bonus's note names, or null for any other note. */
export function streakOfBonusNote(note: string): number | null {
  const match = /^Day (\d{1,4}) streak bonus$/.exec(note);
  return match ? Number(match[1]) : null;
}
