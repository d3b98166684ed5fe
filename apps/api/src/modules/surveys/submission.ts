import type { MultipartFile } from "@fastify/multipart";
import { doSurveyRequest, errorCodes, surveyLimits, surveyMessages } from "@rewards/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import { imageAllowanceOf, type OpenSurvey, type SurveySubmission } from "./answering.js";
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

/** The most images each image question of the survey takes, known once the answers are read. */
export type ImageAllowance = ReadonlyMap<string, number>;

async function readImage(part: MultipartFile, allowance: ImageAllowance | undefined, counts: Map<string, number>) {
  const questionId = imageField.exec(part.fieldname)?.[1];
  if (!questionId) {
    throw new AppError(400, errorCodes.validationFailed, "Images must be named images[<question id>].", "images");
  }
  if (!allowance) {
    throw new AppError(400, errorCodes.validationFailed, "Send the answers in data before the images.", "data");
  }
  const most = allowance.get(questionId);
  const count = (counts.get(questionId) ?? 0) + 1;
  counts.set(questionId, count);
  const field = `answers.${questionId}`;
  if (most === undefined) throw new AppError(400, errorCodes.validationFailed, surveyMessages.invalidInput, field);
  if (count > most) {
    throw new AppError(400, errorCodes.validationFailed, `You can add at most ${most} images.`, field);
  }
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw imageTooBig(questionId);
    throw error;
  });
  return { questionId, data: await prepareSurveyImage({ questionId, data: bytes }) };
}

/**
 * Reads `do_survey`: multipart with the answers as JSON in the field `data`, then each image as a
 * file named `images[<question id>]`; or, without images, the answers as a JSON body.
 *
 * `open` runs as soon as the answers are read, before any image: it refuses a member who may not
 * answer and answers that do not fit their questions, so neither costs an image decode, and its
 * survey says how many images each question takes. The opened survey goes with the submission, so answering does not load it again.
 * Each image is then checked and re-encoded as soon as it has arrived, so a request holds at most
 * one upload as sent (10 MB) plus the smaller re-encoded ones.
 *
 * After a refusal the rest of the body is still read and dropped: a request left half-read would
 * keep the client waiting on its upload.
 */
export async function readSubmission(
  request: FastifyRequest,
  open: (input: SurveySubmission["input"]) => Promise<OpenSurvey>,
): Promise<SurveySubmission> {
  if (!request.isMultipart()) return { input: parseInput(request.body), images: [] };
  let input: SurveySubmission["input"] | undefined;
  let opened: OpenSurvey | undefined;
  let allowance: ImageAllowance | undefined;
  const images: UploadedImage[] = [];
  const counts = new Map<string, number>();
  let failure: unknown;
  try {
    for await (const part of request.parts()) {
      if (failure !== undefined) {
        if (part.type === "file") part.file.resume();
        continue;
      }
      try {
        if (part.type === "field") {
          if (part.fieldname !== "data") continue;
          input = parseInput(parseJson(String(part.value)));
          opened = await open(input);
          allowance = imageAllowanceOf(opened);
        } else {
          images.push(await readImage(part, allowance, counts));
        }
      } catch (error) {
        failure = error;
        if (part.type === "file") part.file.resume();
      }
    }
  } catch (error) {
    // The reader itself gave up (a limit, a broken body): let what is left of the body drain away.
    failure ??= error;
    request.raw.unpipe();
    request.raw.resume();
  }
  if (failure !== undefined) throw failure;
  return { input: input ?? parseInput(undefined), images, ...(opened && { opened }) };
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new AppError(400, errorCodes.validationFailed, "data: Invalid input", "data");
  }
}
