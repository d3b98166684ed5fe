import { type EntryNote, entryNotes, type SurveyLocale, streakBonusNote, streakOfBonusNote } from "@rewards/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { HistoryEntry } from "../ledger/index.js";
import { stepTitles } from "../missions/index.js";

/** The product's own notes per language; English is the note as stored. */
const noteCopy: Record<EntryNote, Record<Exclude<SurveyLocale, "en">, string>> = {
  bingoJackpot: { vi: "Bingo toàn bảng", id: "Jackpot bingo" },
  bingoConsolation: { vi: "Bingo 7 lần triệu hồi", id: "Bingo 7 kali panggil" },
  bingoLine: { vi: "Một hàng bingo", id: "Satu baris bingo" },
  bingoDailyLine: { vi: "Hàng bingo hằng ngày", id: "Baris bingo harian" },
  invitedFriend: { vi: "Đã mời một người bạn", id: "Mengundang teman" },
  joinedWithCode: { vi: "Tham gia bằng mã mời", id: "Bergabung dengan kode undangan" },
  pointsExpired: { vi: "Điểm hết hạn", id: "Poin kedaluwarsa" },
};

const streakBonusCopy: Record<SurveyLocale, (streak: number) => string> = {
  en: streakBonusNote,
  vi: (streak) => `Thưởng chuỗi ngày thứ ${streak}`,
  id: (streak) => `Bonus beruntun hari ke-${streak}`,
};

const noteByEnglish = new Map<string, EntryNote>(
  Object.entries(entryNotes).map(([key, english]) => [english, key as EntryNote]),
);

/** A note the product wrote, in this language; any other note (an admin's reason, a bank's name) as it is. */
export function productNoteIn(note: string, locale: SurveyLocale): string {
  const streak = streakOfBonusNote(note);
  if (streak !== null) return streakBonusCopy[locale](streak);
  const key = noteByEnglish.get(note);
  return key && locale !== "en" ? noteCopy[key][locale] : note;
}

/**
 * The entries with their notes in the member's language: a mission step's entry reads the step's
 * title as the member sees it on the missions screen, the product's own notes their translation.
 */
export async function withNotesIn<T extends Pick<HistoryEntry, "causeKind" | "causeId" | "note">>(
  db: DbOrTx,
  entries: T[],
  locale: SurveyLocale,
): Promise<T[]> {
  const stepIds = entries.filter((entry) => entry.causeKind === "sub_mission").map((entry) => entry.causeId);
  const titles = await stepTitles(db, stepIds, locale);
  return entries.map((entry) => {
    if (entry.note === null) return entry;
    const title = entry.causeKind === "sub_mission" ? titles.get(entry.causeId) : undefined;
    return { ...entry, note: title ?? productNoteIn(entry.note, locale) };
  });
}
