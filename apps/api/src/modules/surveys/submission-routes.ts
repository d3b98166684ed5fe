import fastifyMultipart from "@fastify/multipart";
import { doSurveyAnswer } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import { timeZoneOf } from "../../lib/local-day.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { openForAnswers, submitSurvey } from "./answering.js";
import { readSubmission, submissionLimits, submitLimit } from "./submission.js";

/** `POST surveys/do_survey`, in a scope of its own that takes uploads (the answers' images). */
export const submissionRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db, storage }) => {
  await app.register(fastifyMultipart, { limits: submissionLimits });

  app.post(
    "/surveys/do_survey",
    {
      // Counted before a byte of the images is read, and the answers checked before any image is:
      // re-encoding them is the costly part.
      config: { upload: submitLimit },
      schema: {
        tags: ["surveys"],
        description:
          "Multipart: the answers as JSON in the field `data` first, then each image as a file `images[<question id>]`. " +
          "Without images the answers may be sent as a JSON body.",
        response: { 200: doSurveyAnswer },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const submission = await readSubmission(request, (input) => openForAnswers(db, user, input));
      return ok(
        await submitSurvey({ db, storage }, user, submission, {
          timeZone: timeZoneOf(request.headers.timezone),
        }),
      );
    },
  );
};
