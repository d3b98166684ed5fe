import type { CardProvider } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { resolveCardOrder } from "./card-order";

const providers: CardProvider[] = [
  {
    kind: "phone_card",
    provider: "Telkomsel",
    face_values: [
      { face_value: 10_000, point: 77, stock: 30 },
      { face_value: 25_000, point: 193, stock: 3 },
      { face_value: 50_000, point: 385, stock: 0 },
    ],
  },
  { kind: "phone_card", provider: "XL", face_values: [{ face_value: 10_000, point: 77, stock: 5 }] },
];

describe("a card order", () => {
  it("starts on the first provider with nothing picked", () => {
    const order = resolveCardOrder(providers, { provider: null, faceValue: null, count: 1 }, 1000);
    expect(order.provider?.provider).toBe("Telkomsel");
    expect(order.option).toBeNull();
    expect(order.total).toBe(0);
  });

  it("costs the face value's points times the count", () => {
    const order = resolveCardOrder(providers, { provider: "Telkomsel", faceValue: 10_000, count: 4 }, 1000);
    expect(order.total).toBe(308);
    expect(order.affordable).toBe(true);
    expect(order.maxCount).toBe(10);
  });

  it("takes no more cards than are in stock", () => {
    const order = resolveCardOrder(providers, { provider: "Telkomsel", faceValue: 25_000, count: 8 }, 10_000);
    expect(order.maxCount).toBe(3);
    expect(order.count).toBe(3);
  });

  it("drops a face value that sold out", () => {
    const order = resolveCardOrder(providers, { provider: "Telkomsel", faceValue: 50_000, count: 1 }, 10_000);
    expect(order.option).toBeNull();
  });

  it("says when the balance does not cover it", () => {
    expect(resolveCardOrder(providers, { provider: "XL", faceValue: 10_000, count: 2 }, 100).affordable).toBe(false);
  });
});
