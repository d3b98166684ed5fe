import type { AnswerPart } from "../../../shared/survey-questions";

/** The step (1-based) the address names, kept within the survey: a bad or missing value means the first. */
export function stepFromSearch(current: string | null, total: number): number {
  const parsed = Number(current);
  if (!Number.isInteger(parsed) || parsed < 1) return 1;
  return Math.min(parsed, Math.max(total, 1));
}

/** How far along the member is, in whole percent, counting the step they are on as begun. */
export function progressPercent(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(current, total) / total) * 100);
}

/**
 * The question and part a server failure names: `answers.<question id>`, with `.note` or
 * `.other_text` when the note or the 'Other' text is at fault. Anything else names no question.
 */
export function questionOfField(field: string | undefined): { questionId: string; part: AnswerPart } | null {
  const match = /^answers\.([^.]+)(?:\.(note|other_text))?$/.exec(field ?? "");
  if (!match?.[1]) return null;
  const part = match[2] === "note" ? "note" : match[2] === "other_text" ? "other" : "answer";
  return { questionId: match[1], part };
}
