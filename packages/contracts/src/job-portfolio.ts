import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import {
  businessCardAccents,
  businessCardFields,
  businessCardThemes,
  portfolioLimits,
  videoLimits,
} from "./job-worker-rules.js";
import { text } from "./text.js";

/**
 * What a worker shows beside the basic profile (issue 36, item 2): portfolio items with images, a
 * video resume and the business card's choices. All of it is public on the worker's profile.
 */

/** A portfolio image: a public file, re-encoded as JPEG. */
export const portfolioImage = z.object({ id: z.string(), url: z.string() });
export const portfolioItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(portfolioImage),
  created_at: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItem>;

/**
 * `POST worker/portfolios` and `PUT worker/portfolios/{id}` (JSON); images are added one at a time
 * with `POST worker/portfolios/{id}/images` (multipart, the file named `image`, JPG or PNG, 10 MB)
 * and removed with `DELETE worker/portfolios/{id}/images/{imageId}`.
 */
export const portfolioItemBody = z.object({
  title: text({ min: 1, max: portfolioLimits.titleMax }),
  description: text({ max: portfolioLimits.descriptionMax }).default(""),
});
/** Only what is sent changes (no defaults here, so a missing description stays as it was). */
export const portfolioItemUpdate = z
  .object({
    title: text({ min: 1, max: portfolioLimits.titleMax }).optional(),
    description: text({ max: portfolioLimits.descriptionMax }).optional(),
  })
  .refine((body) => body.title !== undefined || body.description !== undefined, {
    message: "Send a title or a description to change.",
    path: ["title"],
  });
export const portfolioItemParams = z.object({ id: z.uuid() });
export const portfolioImageParams = z.object({ id: z.uuid(), imageId: z.uuid() });

export const portfolioAnswer = okEnvelope(z.array(portfolioItem));
export const portfolioItemAnswer = okEnvelope(portfolioItem);
/** `DELETE worker/portfolios/{id}`. */
export const portfolioItemRemovedAnswer = okEnvelope(z.object({ removed: z.literal(true) }));

/**
 * The video resume: `POST worker/video` (multipart, the file named `video`: MP4 or WebM by its
 * bytes, at most 50 MB and 3 minutes) and `DELETE worker/video`. The duration is read on the
 * server; `over_advice` says it runs past the spec's advised minute.
 */
export const workerVideo = z.object({
  url: z.string(),
  /** A frame of the video as a JPEG, for the player before it starts. */
  poster_url: z.string(),
  content_type: z.enum(videoLimits.types),
  duration_seconds: z.number(),
  over_advice: z.boolean(),
});
export type WorkerVideo = z.infer<typeof workerVideo>;
export const workerVideoAnswer = okEnvelope(workerVideo);
/** `DELETE worker/video`: what is left, nothing. */
export const workerVideoRemovedAnswer = okEnvelope(z.object({ video: z.null() }));

/** The business card's choices: a theme, an accent colour and which parts of the profile it shows, in order. */
export const businessCard = z.object({
  theme: z.enum(businessCardThemes),
  accent: z.enum(businessCardAccents),
  fields: z.array(z.enum(businessCardFields)),
});
export type BusinessCard = z.infer<typeof businessCard>;

/** `PUT worker/workers/update_business_card`: the whole set of choices. */
export const businessCardBody = z.object({
  theme: z.enum(businessCardThemes),
  accent: z.enum(businessCardAccents),
  fields: z
    .array(z.enum(businessCardFields))
    .max(businessCardFields.length)
    .refine((fields) => new Set(fields).size === fields.length, "Choose each part once."),
});
export const businessCardAnswer = okEnvelope(businessCard);
