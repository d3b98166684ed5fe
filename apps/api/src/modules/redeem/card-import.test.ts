import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { readCardImport } from "./card-import.js";
import { freeCodesOf, uniqueProvider } from "./test-support.js";

let t: TestApp;
let supportToken: string;
beforeAll(async () => {
  t = await createTestApp();
  supportToken = (await createSignedInUser(t.database.db, { roles: ["member", "support"] })).token;
});
afterAll(() => t.close());

function importCsv(csv: string, commit: boolean) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/card_stock/import",
    payload: { csv, commit },
    headers: { token: supportToken },
  });
}

describe("readCardImport", () => {
  it("reports each bad line with its line number and column, and reads the good ones", () => {
    const csv = [
      "kind,market,provider,face_value,code,serial,expires_at",
      "phone_card,indo,Telkomsel,10000,TS-1,S1,2030-01-31",
      "voucher,indo,Telkomsel,10000,TS-2,,",
      "phone_card,indo,Telkomsel,ten,TS-3,,",
      "phone_card,indo,Telkomsel,10000,TS-1,,",
      "gift_card,vi,Grab,50000,GR-1,,31/12/2030",
      "",
      "gift_card,vi,Grab,50000,GR-2",
    ].join("\n");
    const { lines, errors, rows } = readCardImport(csv);
    expect(lines).toBe(6);
    expect(errors).toEqual([
      { line: 3, field: "kind", message: "Use phone_card or gift_card." },
      { line: 4, field: "face_value", message: "Use a whole number." },
      { line: 5, field: "code", message: "This code is already on line 2." },
      { line: 6, field: "expires_at", message: "Use a date like 2027-12-31." },
    ]);
    expect(rows.map((row) => [row.line, row.code, row.serial, row.expires_at])).toEqual([
      [2, "TS-1", "S1", "2030-01-31"],
      [7, "GR-2", undefined, undefined],
    ]);
  });

  it("wants a header naming the columns, in any order", () => {
    expect(readCardImport("TS-1,TS-2\n").errors[0]).toMatchObject({ line: 1, field: null });
    const reordered = readCardImport("code,face_value,provider,market,kind\nAB-12,5000,XL,indo,phone_card\n");
    expect(reordered.errors).toEqual([]);
    expect(reordered.rows[0]).toMatchObject({ code: "AB-12", face_value: 5000, provider: "XL" });
  });
});

describe("POST /api/admin/card_stock/import", () => {
  it("previews without loading, then loads the same file, skipping codes already in stock", async () => {
    const provider = uniqueProvider("Indosat");
    const csv = [
      "kind,market,provider,face_value,code",
      `phone_card,indo,${provider},25000,IS-1`,
      `phone_card,indo,${provider},25000,IS-2`,
      `gift_card,indo,${provider},100000,IS-G1`,
    ].join("\r\n");
    const preview = await importCsv(csv, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      lines: 3,
      errors: [],
      imported: false,
      products: [
        { kind: "phone_card", market: "indo", provider, face_value: 25_000, lines: 2, added: 2, stock: 2 },
        { kind: "gift_card", market: "indo", provider, face_value: 100_000, lines: 1, added: 1, stock: 1 },
      ],
    });
    const stockList = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/card_stock", headers: { token: supportToken } })).json()
        .data as { provider: string; id: string }[];
    expect((await stockList()).filter((item) => item.provider === provider)).toEqual([]);

    const loaded = await importCsv(csv, true);
    expect(loaded.json().data).toMatchObject({ imported: true, products: [{ added: 2 }, { added: 1 }] });
    const again = await importCsv(csv, true);
    expect(again.json().data.products.map((product: { added: number }) => product.added)).toEqual([0, 0]);
    const phoneCard = (await stockList()).find((item) => item.provider === provider);
    expect(await freeCodesOf(t.database.db, phoneCard?.id ?? "")).toHaveLength(2);
  });

  it("loads nothing from a file with errors and says where the first one is", async () => {
    const provider = uniqueProvider("XL");
    const csv = `kind,market,provider,face_value,code\nphone_card,indo,${provider},5000,XL-1\nphone_card,mars,${provider},5000,XL-2\n`;
    const refused = await importCsv(csv, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "card_import_invalid",
      field: "csv",
      message: "Line 3: Use vi or indo.",
      data: { errors: [{ line: 3, field: "market" }], imported: false },
    });
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/admin/card_stock",
      headers: { token: supportToken },
    });
    expect(listed.json().data.filter((item: { provider: string }) => item.provider === provider)).toEqual([]);
  });
});
