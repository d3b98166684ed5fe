import { z } from "zod";
import { advertisement } from "./home.js";
import { int, text } from "./text.js";

export const adMarkets = ["indo", "vi"] as const;
export const adLocales = ["en", "vi", "id"] as const;

/** Where a popup leads (spec section 2): 0 profile, 1 bingo, 2 a job, 3 a survey, 4 missions, 5 an external link. */
export const adTypes = [0, 1, 2, 3, 4, 5] as const;

/** The back office's advertisement: what the popup shows, to whom, when, and how often. */
export const advertisementInput = z
  .object({
    title: text({ min: 1, max: 120 }),
    image_url: text({ min: 1, max: 500 }).refine(
      (value) => /^(https:\/\/|\/)/.test(value),
      "Use an https or site image address.",
    ),
    type_advertisement: int({ min: 0, max: 5 }),
    related_id: text({ min: 1, max: 64 }).nullable().default(null),
    link_to: text({ min: 1, max: 500 })
      .refine((value) => value.startsWith("https://"), "An external link must start with https://.")
      .nullable()
      .default(null),
    country: z.enum(adMarkets).nullable().default(null),
    locale: z.enum(adLocales).nullable().default(null),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    /** Hours between two popups for a member (spec section 3's step). */
    step: int({ min: 1, max: 720 }).default(24),
    active: z.boolean().default(true),
  })
  .refine((ad) => new Date(ad.ends_at) > new Date(ad.starts_at), {
    message: "The end must come after the start.",
    path: ["ends_at"],
  })
  .refine((ad) => ad.type_advertisement !== 5 || ad.link_to !== null, {
    message: "A link advertisement needs its link.",
    path: ["link_to"],
  })
  .refine((ad) => ![2, 3].includes(ad.type_advertisement) || ad.related_id !== null, {
    message: "A job or survey advertisement needs the id it leads to.",
    path: ["related_id"],
  });
export type AdvertisementInput = z.infer<typeof advertisementInput>;

export const adminAdvertisement = advertisement.extend({
  country: z.enum(adMarkets).nullable(),
  locale: z.enum(adLocales).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  step: z.number().int(),
  active: z.boolean(),
  views: z.number().int(),
  clicks: z.number().int(),
});
export type AdminAdvertisement = z.infer<typeof adminAdvertisement>;
export const adminAdvertisementAnswer = z.object({ status: z.literal(true), data: adminAdvertisement });
export const adminAdvertisementListAnswer = z.object({ status: z.literal(true), data: z.array(adminAdvertisement) });
export const advertisementParams = z.object({ id: z.uuid("This advertisement does not exist.") });

/** `POST advertisements/{id}/update_view` and `update_clicks`: counted once per member, ad and day. */
export const advertisementReportAnswer = z.object({
  status: z.literal(true),
  data: z.object({ counted: z.boolean() }),
});
