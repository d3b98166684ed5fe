import { z } from "zod";
import { choiceJump, displayCondition, logicKey } from "./survey-logic.js";
import { numberAnswer } from "./survey-numbers.js";
import { surveyLimits, surveyLocales } from "./survey-rules.js";
import { int, text } from "./text.js";

export { numberAnswer };

/** Copy in some of the survey locales; at least one. */
export const localizedText = (max: number) =>
  z
    .object({
      en: text({ min: 1, max }).optional(),
      vi: text({ min: 1, max }).optional(),
      id: text({ min: 1, max }).optional(),
    })
    .strict()
    .refine((text) => surveyLocales.some((locale) => text[locale] !== undefined), "Please write it in a language.");
const whole = (min: number, max: number) => int({ min, max });

/** The key a question or a choice has when its author gave none: `q1`, `q2`, ... and `c1`, `c2`, ... by position. */
export const defaultQuestionKey = (index: number) => `q${index + 1}`;
export const defaultChoiceKey = (index: number) => `c${index + 1}`;

/**
 * The settings of each kind, with its copy's shape as a parameter: the back office writes copy
 * per locale, a member reads it in one.
 */
function kindShapes<T extends z.ZodType>(text: T) {
  const choice = z.object({ id: z.string(), key: z.string(), label: text, other: z.boolean() });
  return {
    single_choice: { choices: z.array(choice) },
    multiple_choice: { choices: z.array(choice), min_selections: z.number().int(), max_selections: z.number().int() },
    free_text: { min_length: z.number().int(), max_length: z.number().int() },
    number: { min: z.number().nullable(), max: z.number().nullable(), integer: z.boolean() },
    zip_code: { digits: z.number().int() },
    date: { min_date: z.iso.date().nullable(), max_date: z.iso.date().nullable() },
    rating: { scale_max: z.number().int() },
    image: { min_images: z.number().int(), max_images: z.number().int() },
  } as const;
}

/** A question as a member sees it, in their language. */
const memberShapes = kindShapes(z.string());
const memberBase = {
  id: z.string(),
  /** What logic and piping call it (`q3`). */
  key: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  requires_note: z.boolean(),
  /** A visible question must be answered; an optional one may be skipped. */
  required: z.boolean(),
  /** Shown only when this holds on earlier answers; null means always. */
  condition: displayCondition.nullable(),
  /** Picking one of these choices leads elsewhere than the next question. */
  jumps: z.array(choiceJump),
};
export const surveyQuestion = z.discriminatedUnion("kind", [
  z.object({ ...memberBase, kind: z.literal("single_choice"), ...memberShapes.single_choice }),
  z.object({ ...memberBase, kind: z.literal("multiple_choice"), ...memberShapes.multiple_choice }),
  z.object({ ...memberBase, kind: z.literal("free_text"), ...memberShapes.free_text }),
  z.object({ ...memberBase, kind: z.literal("number"), ...memberShapes.number }),
  z.object({ ...memberBase, kind: z.literal("zip_code"), ...memberShapes.zip_code }),
  z.object({ ...memberBase, kind: z.literal("date"), ...memberShapes.date }),
  z.object({ ...memberBase, kind: z.literal("rating"), ...memberShapes.rating }),
  z.object({ ...memberBase, kind: z.literal("image"), ...memberShapes.image }),
]);
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** A stored question as the back office sees it: copy in every locale, ids made by the server. */
const storedText = z.object({ en: z.string().optional(), vi: z.string().optional(), id: z.string().optional() });
const adminShapes = kindShapes(storedText);
const adminBase = { ...memberBase, title: storedText, description: storedText.nullable() };
export const adminSurveyQuestion = z.discriminatedUnion("kind", [
  z.object({ ...adminBase, kind: z.literal("single_choice"), ...adminShapes.single_choice }),
  z.object({ ...adminBase, kind: z.literal("multiple_choice"), ...adminShapes.multiple_choice }),
  z.object({ ...adminBase, kind: z.literal("free_text"), ...adminShapes.free_text }),
  z.object({ ...adminBase, kind: z.literal("number"), ...adminShapes.number }),
  z.object({ ...adminBase, kind: z.literal("zip_code"), ...adminShapes.zip_code }),
  z.object({ ...adminBase, kind: z.literal("date"), ...adminShapes.date }),
  z.object({ ...adminBase, kind: z.literal("rating"), ...adminShapes.rating }),
  z.object({ ...adminBase, kind: z.literal("image"), ...adminShapes.image }),
]);
export type AdminSurveyQuestion = z.infer<typeof adminSurveyQuestion>;

// ---- Definitions written in the back office ----

const choiceInput = z.object({
  /** What conditions and jumps call it; `c1`, `c2`, ... by position when left out. */
  key: logicKey.optional(),
  label: localizedText(200),
  /** 'Other': the member may pick it and must then write what they mean. */
  other: z.boolean().default(false),
});

const definitionBase = {
  /** What conditions, jumps and piping call it; `q1`, `q2`, ... by position when left out. */
  key: logicKey.optional(),
  title: localizedText(500),
  description: localizedText(2_000).optional(),
  requires_note: z.boolean().default(false),
  required: z.boolean().default(true),
  condition: displayCondition.nullable().default(null),
  jumps: z.array(choiceJump).max(surveyLimits.choicesMax).default([]),
};
const choices = z.array(choiceInput).min(surveyLimits.choicesMin).max(surveyLimits.choicesMax);
const optionalDate = z.iso.date().nullable().default(null);

/** One question of a survey as an admin defines it; ids are made by the server. */
export const questionDefinition = z
  .discriminatedUnion("kind", [
    z.object({ ...definitionBase, kind: z.literal("single_choice"), choices }),
    z.object({
      ...definitionBase,
      kind: z.literal("multiple_choice"),
      choices,
      min_selections: whole(1, surveyLimits.choicesMax).default(1),
      max_selections: whole(1, surveyLimits.choicesMax).optional(),
    }),
    z.object({
      ...definitionBase,
      kind: z.literal("free_text"),
      min_length: whole(1, surveyLimits.textMax).default(1),
      max_length: whole(1, surveyLimits.textMax).default(1_000),
    }),
    z.object({
      ...definitionBase,
      kind: z.literal("number"),
      min: numberAnswer.nullable().default(null),
      max: numberAnswer.nullable().default(null),
      integer: z.boolean().default(false),
    }),
    z.object({
      ...definitionBase,
      kind: z.literal("zip_code"),
      digits: whole(surveyLimits.zipDigitsMin, surveyLimits.zipDigitsMax).default(5),
    }),
    z.object({ ...definitionBase, kind: z.literal("date"), min_date: optionalDate, max_date: optionalDate }),
    z.object({
      ...definitionBase,
      kind: z.literal("rating"),
      scale_max: whole(surveyLimits.ratingScaleMin, surveyLimits.ratingScaleMax).default(5),
    }),
    z.object({
      ...definitionBase,
      kind: z.literal("image"),
      min_images: whole(1, surveyLimits.imagesMax).default(1),
      max_images: whole(1, surveyLimits.imagesMax).default(surveyLimits.imagesMax),
    }),
  ])
  .superRefine((question, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    switch (question.kind) {
      case "single_choice":
      case "multiple_choice": {
        for (const locale of surveyLocales) {
          const labels = question.choices.map((choice) => choice.label[locale]?.toLowerCase()).filter(Boolean);
          if (new Set(labels).size !== labels.length) fail("choices", "The choices must differ from each other.");
        }
        if (question.choices.filter((choice) => choice.other).length > 1) {
          fail("choices", "Only one choice can be 'Other'.");
        }
        if (question.kind === "multiple_choice") {
          const max = question.max_selections ?? question.choices.length;
          if (max > question.choices.length) fail("max_selections", "This is more than there are choices.");
          if (question.min_selections > max) fail("min_selections", "The minimum is above the maximum.");
        }
        return;
      }
      case "free_text":
        if (question.min_length > question.max_length) fail("min_length", "The minimum is above the maximum.");
        return;
      case "number":
        if (question.min !== null && question.max !== null && question.min > question.max) {
          fail("min", "The minimum is above the maximum.");
        }
        return;
      case "date":
        if (question.min_date && question.max_date && question.min_date > question.max_date) {
          fail("min_date", "The earliest date is after the latest.");
        }
        return;
      case "image":
        if (question.min_images > question.max_images) fail("min_images", "The minimum is above the maximum.");
        return;
      default:
        return;
    }
  });
export type QuestionDefinition = z.infer<typeof questionDefinition>;
export type QuestionDefinitionInput = z.input<typeof questionDefinition>;
