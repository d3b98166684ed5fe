import { doSurveyRequest, errorCodes, type SurveyLocale, surveyLimits, surveyLocales } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import type { User } from "../users/index.js";
import type { SurveySubmission } from "./answering.js";
import { imageTooBig, prepareSurveyImage, type UploadedImage } from "./images.js";

/** Answers a member may send in ten minutes; each may carry twenty images to re-encode. */
export const submitLimit = { limit: 20, windowMs: 10 * 60 * 1000 };

/** The multipart limits of `do_survey`: one JSON field and the images. */
export const submissionLimits = {
  fileSize: surveyLimits.imageMaxBytes,
  files: surveyLimits.filesPerSubmissionMax,
  fields: 1,
  fieldSize: 512 * 1024,
  parts: surveyLimits.filesPerSubmissionMax + 1,
};

const imageField = /^images\[([0-9a-f-]{1,64})\]$/;

function parseInput(body: unknown): SurveySubmission["input"] {
  const parsed = doSurveyRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path.join(".") || "data";
  throw new AppError(400, errorCodes.validationFailed, `${field}: ${issue?.message ?? "is invalid"}`, field);
}

/**
 * Reads `do_survey`: multipart with the answers as JSON in the field `data` and each image as a
 * file named `images[<question id>]`, or, without images, the answers as a JSON body.
 *
 * Each image is checked and re-encoded as soon as it has arrived, before the next is read, so a
 * request holds at most one upload as sent (10 MB) plus the smaller re-encoded ones, rather than
 * twenty raw files at once.
 */
export async function readSubmission(request: FastifyRequest): Promise<SurveySubmission> {
  if (!request.isMultipart()) return { input: parseInput(request.body), images: [] };
  let data: string | undefined;
  const images: UploadedImage[] = [];
  for await (const part of request.parts()) {
    if (part.type === "field") {
      if (part.fieldname === "data") data = String(part.value);
      continue;
    }
    const questionId = imageField.exec(part.fieldname)?.[1];
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === "FST_REQ_FILE_TOO_LARGE") throw imageTooBig(questionId ?? "images");
      throw error;
    });
    if (!questionId) {
      throw new AppError(400, errorCodes.validationFailed, "Images must be named images[<question id>].", "images");
    }
    images.push({ questionId, data: await prepareSurveyImage({ questionId, data: bytes }) });
  }
  let body: unknown;
  try {
    body = data === undefined ? undefined : JSON.parse(data);
  } catch {
    throw new AppError(400, errorCodes.validationFailed, "data: Invalid input", "data");
  }
  return { input: parseInput(body), images };
}

/** The language the member reads in: the web app's `locale` cookie, else their account's. */
export function preferredLocale(request: FastifyRequest, user: User): SurveyLocale {
  const chosen = request.cookies.locale ?? user.locale;
  return surveyLocales.find((locale) => locale === chosen) ?? "en";
}
