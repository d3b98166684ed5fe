import { adminStoreBody } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { newStoreDraft, storeBodyOf } from "./store-draft";

describe("the store form's body", () => {
  it("reads typed degrees, with a comma too, and passes the API's schema", () => {
    const body = storeBodyOf({
      ...newStoreDraft(),
      name: "Kopi Pagi",
      category_ids: ["cafe"],
      address: "Jl. Sabang 1",
      city: "Jakarta",
      lat: "-6,2",
      lng: " 106.82 ",
    });
    expect(body).toMatchObject({ lat: -6.2, lng: 106.82, phone: null });
    expect(adminStoreBody.safeParse(body).success).toBe(true);
  });

  it("leaves an empty or unreadable degree out, so the schema names the field", () => {
    const parsed = adminStoreBody.safeParse(storeBodyOf({ ...newStoreDraft(), lat: "north", lng: "" }));
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["lat", "lng", "name", "category_ids"]));
  });
});
