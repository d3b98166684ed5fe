// Kept free of zod: the worker's screens read these limits and lists without loading a schema.
import { imageTooBigMessage } from "./account-rules.js";

/**
 * What a worker shows beyond the basic profile (issue 36): the ID verification, portfolio items,
 * a video resume and the business card. Limits are the spec's where it has them (section 5: images
 * at most 10 MB, a video under one minute advised).
 */

/** The ID documents a worker uploads for verification, each one image. */
export const verificationDocumentKinds = ["front", "back", "date_of_birth", "address"] as const;
export type VerificationDocumentKind = (typeof verificationDocumentKinds)[number];

/**
 * none: nothing sent for review yet (documents may be uploaded); pending: sent, waiting for the
 * back office; approved: the ID badge shows; rejected: refused with a reason, the member may upload
 * again and send it anew.
 */
export const verificationStates = ["none", "pending", "approved", "rejected"] as const;
export type VerificationState = (typeof verificationStates)[number];

export const verificationLimits = {
  imageMaxBytes: 10 * 1024 * 1024,
  reasonMax: 500,
  /** Spec section 9: verification takes 3 to 5 business days. */
  reviewBusinessDays: { min: 3, max: 5 },
} as const;

export const verificationMessages = {
  imageTooBig: imageTooBigMessage,
  imageType: "Please choose a JPG or PNG image.",
  /** Sending for review before every document is there. */
  incomplete: "Please upload every document first.",
  /** Uploading or sending while the review runs or after approval. */
  locked: "Your verification is being reviewed or is already approved.",
} as const;

export const portfolioLimits = {
  itemsMax: 20,
  imagesMax: 6,
  titleMax: 120,
  descriptionMax: 2000,
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

export const portfolioMessages = {
  imageTooBig: imageTooBigMessage,
  imageType: "Please choose a JPG or PNG image.",
  tooManyItems: "You have reached the limit of portfolio items.",
  tooManyImages: "This portfolio item has as many images as it can hold.",
  notFound: "This portfolio item does not exist.",
} as const;

export const videoLimits = {
  maxBytes: 50 * 1024 * 1024,
  /** Longer videos are refused outright. */
  maxSeconds: 180,
  /** Spec section 5: a video resume should be under one minute; longer ones are kept with advice. */
  adviceSeconds: 60,
  types: ["video/mp4", "video/webm"],
} as const;

export const videoMessages = {
  tooBig: "This video is too big! Please choose a file under 50 MB.",
  type: "Please choose an MP4 or WebM video.",
  tooLong: "This video is too long! Please keep it under 3 minutes.",
  unreadable: "This video could not be read. Please choose another file.",
  advice: "A video under 1 minute works best.",
} as const;

/** The business card's look and what it shows, all drawn from the profile. */
export const businessCardThemes = ["classic", "modern", "bold", "minimal"] as const;
export const businessCardAccents = ["red", "orange", "green", "blue", "purple", "black"] as const;
export const businessCardFields = [
  "avatar",
  "catch_phrase",
  "hourly_pay",
  "rate",
  "skills",
  "address",
  "languages",
  "socials",
  "qr_code",
] as const;
export type BusinessCardField = (typeof businessCardFields)[number];

/** What a card looks like before its owner chose anything. */
export const defaultBusinessCard = {
  theme: "classic",
  accent: "red",
  fields: ["avatar", "catch_phrase", "hourly_pay", "rate", "skills", "qr_code"],
} as const satisfies {
  theme: (typeof businessCardThemes)[number];
  accent: (typeof businessCardAccents)[number];
  fields: readonly BusinessCardField[];
};
