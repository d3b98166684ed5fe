import { z } from "zod";
import { codeField } from "./accounts.js";
import { okEnvelope, pageMeta } from "./envelope.js";
import { maxEntryCents } from "./ledger-rules.js";
import { payoutChannelCodes } from "./payout-channels.js";
import {
  bankFieldLimits,
  cardCountMax,
  cardKinds,
  faceValueMax,
  redeemKinds,
  redeemRequestSorts,
  redeemStatuses,
} from "./redeem-rules.js";
import { int, pageParam, text } from "./text.js";

const accountNumberMessage = `The account number must be ${bankFieldLimits.accountNumberMin} to ${bankFieldLimits.accountNumberMax} digits.`;

const pointField = z
  .number("Please enter the points to redeem.")
  .int("Points are whole numbers.")
  .positive("Please enter the points to redeem.")
  .max(maxEntryCents, "That is more points than you have.");

const bankText = (missing: string) =>
  text({
    requiredMessage: missing,
    min: 1,
    max: bankFieldLimits.nameMax,
    minMessage: missing,
    maxMessage: `Please use at most ${bankFieldLimits.nameMax} characters.`,
  });

/** `POST phone_cards/withdraw`: texts an OTP to the confirmed phone; nothing is debited yet. */
export const withdrawRequest = z.object({
  point: pointField,
  bank_name: bankText("Please enter the bank name."),
  account_name: bankText("Please enter the account holder's name."),
  account_number: text({
    requiredMessage: "Please enter the account number.",
    max: 64,
    maxMessage: accountNumberMessage,
  })
    // An e-wallet's number may be typed with its country's plus: +62 812-3456-789.
    .transform((value) => value.replace(/[\s-]/g, "").replace(/^\+/, ""))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^\\d{${bankFieldLimits.accountNumberMin},${bankFieldLimits.accountNumberMax}}$`),
          accountNumberMessage,
        ),
    ),
  /**
   * Where the money goes (`payoutChannels`): a bank by account number or an e-wallet by phone
   * number. Without it the transfer goes to the bank named, paid by hand by an operator.
   */
  channel_code: z.enum(payoutChannelCodes, "Please choose a bank or an e-wallet.").optional(),
});
export type WithdrawRequest = z.input<typeof withdrawRequest>;

export const withdrawData = z.object({
  request_id: z.string(),
  /** When the texted code stops working. */
  expires_at: z.string(),
  /** Where the code went, with all but the last digits hidden. */
  phone_hint: z.string(),
});
export const withdrawAnswer = okEnvelope(withdrawData);
export type WithdrawData = z.infer<typeof withdrawData>;

/** `POST phone_cards/withdraw/confirm`: the code creates the request and debits the points at once. */
export const withdrawConfirmRequest = z.object({
  request_id: z.uuid("This redemption does not exist. Please start again."),
  otp: codeField,
});
export type WithdrawConfirmRequest = z.infer<typeof withdrawConfirmRequest>;

export const deliveredCard = z.object({
  code: z.string(),
  serial: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type DeliveredCard = z.infer<typeof deliveredCard>;

export const shopVoucher = z.object({
  code: z.string(),
  store_id: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
});
export type ShopVoucher = z.infer<typeof shopVoucher>;

/** A redeem request as its owner sees it (spec section 3). Amounts in local currency are whole units. */
export const redeemRequest = z.object({
  id: z.string(),
  kind: z.enum(redeemKinds),
  status: z.enum(redeemStatuses),
  point: z.number().int(),
  currency: z.string(),
  /** What the points are worth, before the fee. */
  transfer_amount: z.number().int(),
  fee: z.number().int(),
  /** What reaches the member's account: the quote's amount after the fee, the one to pay. */
  receive_amount: z.number().int(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  /** Only the last four digits, so a screenshot of the screen does not give the account away. */
  account_number: z.string().nullable(),
  provider: z.string().nullable(),
  face_value: z.number().int().nullable(),
  card_count: z.number().int().nullable(),
  /** The card codes, once delivered; empty before. */
  cards: z.array(deliveredCard),
  voucher: shopVoucher.nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  processing_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
});
export type RedeemRequest = z.infer<typeof redeemRequest>;

/** A redemption made: the request, the history entry of its debit, and the balance left. */
export const redeemDoneData = z.object({ request: redeemRequest, entry_id: z.string(), remaining: z.number().int() });
export const redeemDoneAnswer = okEnvelope(redeemDoneData);
export type RedeemDone = z.infer<typeof redeemDoneData>;

/** `GET phone_cards/get_list_phone_card_info`: what the member's market offers and what is in stock. */
export const cardFaceValue = z.object({
  face_value: z.number().int(),
  point: z.number().int(),
  stock: z.number().int(),
});
export const cardProvider = z.object({
  kind: z.enum(cardKinds),
  provider: z.string(),
  face_values: z.array(cardFaceValue),
});
export type CardProvider = z.infer<typeof cardProvider>;
export const phoneCardInfo = z.object({
  enable_change_card: z.boolean(),
  remaining: z.number().int(),
  currency: z.string(),
  cards: z.array(cardProvider),
});
export type PhoneCardInfo = z.infer<typeof phoneCardInfo>;
export const phoneCardInfoAnswer = okEnvelope(phoneCardInfo);

/** `POST phone_cards/change_card`. */
export const changeCardRequest = z.object({
  kind: z.enum(cardKinds, "Please choose a card type.").default("phone_card"),
  provider: text({
    requiredMessage: "Please choose a provider.",
    min: 1,
    max: 60,
    minMessage: "Please choose a provider.",
    maxMessage: "Please choose a provider.",
  }),
  face_value: z
    .number("Please choose a face value.")
    .int("Please choose a face value.")
    .positive("Please choose a face value.")
    .max(faceValueMax, "Please choose a face value."),
  count: z
    .number("Please choose how many cards.")
    .int("Please choose how many cards.")
    .min(1, "Please choose at least one card.")
    .max(cardCountMax, `You can take at most ${cardCountMax} cards at once.`),
});
export type ChangeCardRequest = z.input<typeof changeCardRequest>;

// ---- Back office (`/api/admin`) ----

/** Without `sort`, a status filter lists the oldest first (the queue's order), otherwise the newest. */
export const redeemRequestsQuery = z.object({
  status: z.enum(redeemStatuses).optional(),
  kind: z.enum(redeemKinds).optional(),
  /** Part of the member's email. */
  q: text({ max: 254 }).optional(),
  user_id: z.uuid("This member does not exist.").optional(),
  sort: z.enum(redeemRequestSorts).optional(),
  page: pageParam,
});
export type RedeemRequestsQuery = z.input<typeof redeemRequestsQuery>;

/**
 * In the back office the member is shown and the account number masked (last four), like
 * everywhere outside the ledger and redemption tables; the whole number is revealed one request
 * at a time (`reveal_account`), and each reveal is in the audit log.
 */
export const adminRedeemRequest = redeemRequest.extend({
  user_id: z.string(),
  user_email: z.string(),
  account_number: z.string().nullable(),
  /** The bank's reference of the transfer made, recorded when it is approved or marked paid. */
  transfer_reference: z.string().nullable(),
});
export type AdminRedeemRequest = z.infer<typeof adminRedeemRequest>;
export const adminRedeemRequestsAnswer = z.object({
  status: z.literal(true),
  data: z.array(adminRedeemRequest),
  meta: pageMeta,
});
export const adminRedeemRequestAnswer = okEnvelope(adminRedeemRequest);
/** The whole account number of one bank transfer, to pay it. */
export const revealedAccountAnswer = okEnvelope(z.object({ account_number: z.string().nullable() }));
export const redeemRequestParams = z.object({ id: z.uuid("This redeem request does not exist.") });
/** Approving or marking paid may record the bank's reference of the transfer (a bank transfer's, say). */
export const moveRedeemRequestBody = z
  .object({
    transfer_reference: text({
      min: 1,
      max: 100,
      minMessage: "Please give the transfer reference.",
      maxMessage: "Please use at most 100 characters.",
    }).optional(),
  })
  // Fastify hands a POST without a body to the schema as null.
  .nullish();
export const rejectRedeemRequest = z.object({
  reason: text({
    requiredMessage: "Please give a reason.",
    min: 1,
    max: 500,
    minMessage: "Please give a reason.",
    maxMessage: "Please use at most 500 characters.",
  }),
});

export const cardStockRequest = z.object({
  kind: z.enum(cardKinds),
  market: z.enum(["vi", "indo"]),
  provider: text({ min: 1, max: 60 }),
  face_value: int({ min: 1, max: faceValueMax }),
  codes: z
    .array(
      z.object({
        code: text({ min: 4, max: 64 }),
        serial: text({ min: 1, max: 64 }).optional(),
        expires_at: z.iso.date().optional(),
      }),
    )
    .min(1, "Please add at least one card code.")
    .max(1000, "Load at most 1000 codes at once."),
});
export type CardStockRequest = z.infer<typeof cardStockRequest>;
export const cardStockItem = z.object({
  id: z.string(),
  kind: z.enum(cardKinds),
  market: z.string(),
  provider: z.string(),
  face_value: z.number().int(),
  point: z.number().int(),
  stock: z.number().int(),
  added: z.number().int(),
});
export const cardStockAnswer = okEnvelope(cardStockItem);
export const cardStockListAnswer = okEnvelope(z.array(cardStockItem.omit({ added: true })));
