import type { Tx } from "../db/client.js";
import { addCardStock, type CardStockLoad } from "../modules/redeem/index.js";

type DemoCardLine = Omit<CardStockLoad, "codes"> & {
  /** The short name in the codes: DEMO-TSEL-10K-0001. */
  tag: string;
  count: number;
};

const codesPerCard = 20;

const stocked =
  (kind: CardStockLoad["kind"]) =>
  (market: CardStockLoad["market"], provider: string, tag: string, faceValues: number[]) =>
    faceValues.map((face_value): DemoCardLine => ({ kind, market, provider, tag, face_value, count: codesPerCard }));
const phone = stocked("phone_card");
const gift = stocked("gift_card");

/**
 * The card stock of the demo: each market's phone and gift cards. XL 50,000 rupiah is offered
 * with no codes at all, so the demo member (Indonesia) can see how a sold-out card looks.
 */
export const demoCardLines: DemoCardLine[] = [
  ...phone("indo", "Telkomsel", "TSEL", [10_000, 25_000, 50_000]),
  ...phone("indo", "Indosat", "ISAT", [10_000, 25_000, 50_000]),
  ...phone("indo", "XL", "XL", [10_000, 25_000]),
  { kind: "phone_card", market: "indo", provider: "XL", tag: "XL", face_value: 50_000, count: 0 },
  ...gift("indo", "Tokopedia", "TOKO", [50_000, 100_000]),
  ...gift("indo", "GoPay", "GOPAY", [50_000, 100_000]),
  ...phone("vi", "Viettel", "VTEL", [10_000, 20_000, 50_000]),
  ...phone("vi", "Mobifone", "MOBI", [10_000, 20_000, 50_000]),
  ...phone("vi", "Vinaphone", "VINA", [10_000, 20_000, 50_000]),
  ...gift("vi", "Grab", "GRAB", [50_000, 100_000]),
];

function demoCodes(line: DemoCardLine): CardStockLoad["codes"] {
  const value = `${line.face_value / 1000}K`;
  return Array.from({ length: line.count }, (_, index) => {
    const number = String(index + 1).padStart(4, "0");
    return {
      code: `DEMO-${line.tag}-${value}-${number}`,
      // Phone cards carry a serial printed beside the code; gift cards are the code alone.
      ...(line.kind === "phone_card" ? { serial: `SN${line.tag}${value}${number}` } : {}),
    };
  });
}

/** Loads the demo card stock through the back office's own loader. */
export async function loadDemoCardStock(tx: Tx): Promise<void> {
  for (const line of demoCardLines) {
    const { kind, market, provider, face_value } = line;
    await addCardStock(tx, { kind, market, provider, face_value, codes: demoCodes(line) });
  }
}
