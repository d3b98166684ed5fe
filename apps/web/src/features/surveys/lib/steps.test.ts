import { describe, expect, it } from "vitest";
import { progressPercent, questionOfField, stepFromSearch } from "./steps";

describe("stepFromSearch", () => {
  it("reads the address's step and keeps it within the survey", () => {
    expect(stepFromSearch("3", 5)).toBe(3);
    expect(stepFromSearch("9", 5)).toBe(5);
    expect(stepFromSearch(null, 5)).toBe(1);
    expect(stepFromSearch("0", 5)).toBe(1);
    expect(stepFromSearch("two", 5)).toBe(1);
  });
});

describe("progressPercent", () => {
  it("counts the current step as begun", () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(4, 4)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });
});

describe("questionOfField", () => {
  it("finds the question and the part a server failure names", () => {
    expect(questionOfField("answers.abc-1")).toEqual({ questionId: "abc-1", part: "answer" });
    expect(questionOfField("answers.abc-1.note")).toEqual({ questionId: "abc-1", part: "note" });
    expect(questionOfField("answers.abc-1.other_text")).toEqual({ questionId: "abc-1", part: "other" });
    expect(questionOfField("survey_id")).toBeNull();
    expect(questionOfField(undefined)).toBeNull();
  });
});
