import { questionDefinition } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { memberQuestion, questionRows, storedQuestion, textIn } from "./questions.js";

const [pick] = questionRows([
  questionDefinition.parse({
    kind: "single_choice",
    title: { en: "Pick", id: "Pilih" },
    choices: [{ label: { en: "A", id: "A" } }, { label: { en: "Other", id: "Lainnya" }, other: true }],
  }),
]).map(storedQuestion);
if (!pick) throw new Error("no question");

describe("question copy", () => {
  it("falls back to the first language a text is written in", () => {
    expect(textIn({ id: "Halo" }, "vi")).toBe("Halo");
    expect(memberQuestion(pick, "vi")).toMatchObject({
      title: "Pick",
      choices: [{ label: "A" }, { label: "Other", other: true }],
    });
    expect(memberQuestion(pick, "id")).toMatchObject({ title: "Pilih" });
  });
});
