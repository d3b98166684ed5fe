import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { cardKinds } from "./redeem-rules.js";
import { int, text } from "./text.js";

/**
 * Card stock from a CSV file (the back office's import): one code per line under a header naming
 * the columns. `serial` and `expires_at` may be left out.
 */
export const cardImportColumns = ["kind", "market", "provider", "face_value", "code", "serial", "expires_at"] as const;
export const cardImportRequiredColumns = ["kind", "market", "provider", "face_value", "code"] as const;
export const cardImportLimits = { maxLines: 5_000, maxBytes: 512 * 1024 } as const;

/** One line of the file, after its cells were read as text. */
export const cardImportLine = z.object({
  kind: z.enum(cardKinds, "Use phone_card or gift_card."),
  market: z.enum(["vi", "indo"], "Use vi or indo."),
  provider: text({ min: 1, max: 60, minMessage: "Please name the provider." }),
  face_value: z.coerce
    .number("Use a whole number.")
    .pipe(int({ min: 1, max: 100_000_000, message: "Use a whole number from 1." })),
  code: text({ min: 4, max: 64, minMessage: "A code has at least 4 characters." }),
  serial: text({ max: 64 }).transform((value) => value || undefined),
  expires_at: z
    .union([z.literal(""), z.iso.date("Use a date like 2027-12-31.")])
    .transform((value) => value || undefined),
});
export type CardImportLine = z.infer<typeof cardImportLine>;

/** `POST /api/admin/card_stock/import`: `commit: false` previews, `true` loads (only a file without errors). */
export const cardImportRequest = z.object({
  csv: text({ min: 1, max: cardImportLimits.maxBytes, trim: false, minMessage: "Please choose a CSV file." }),
  commit: z.boolean().default(false),
});

export const cardImportError = z.object({
  /** The line in the file, the header being line 1. */
  line: int({ min: 1 }),
  field: z.string().nullable(),
  message: z.string(),
});
export type CardImportError = z.infer<typeof cardImportError>;

export const cardImportProduct = z.object({
  kind: z.enum(cardKinds),
  market: z.string(),
  provider: z.string(),
  face_value: z.number().int(),
  /** Lines for this card in the file. */
  lines: z.number().int(),
  /** Codes not in stock yet: what the import adds. */
  added: z.number().int(),
  /** Free codes once imported. */
  stock: z.number().int(),
});
export const cardImportResult = z.object({
  lines: z.number().int(),
  errors: z.array(cardImportError),
  products: z.array(cardImportProduct),
  /** True once the codes are loaded; a preview or a file with errors loads nothing. */
  imported: z.boolean(),
});
export type CardImportResult = z.infer<typeof cardImportResult>;
export const cardImportAnswer = okEnvelope(cardImportResult);
