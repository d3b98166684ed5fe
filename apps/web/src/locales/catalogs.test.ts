import { describe, expect, it } from "vitest";
import en from "./en.json";
import id from "./id.json";
import vi from "./vi.json";

type Catalog = { [key: string]: string | Catalog };

function keysOf(catalog: Catalog, prefix = ""): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(catalog: Catalog, key: string): string[] {
  const value = key
    .split(".")
    .reduce<string | Catalog | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), catalog);
  return typeof value === "string" ? [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? "").sort() : [];
}

describe("translation catalogs", () => {
  const english = keysOf(en).sort();

  it.each([
    ["vi", vi],
    ["id", id],
  ])("%s has exactly the English keys", (_, catalog) => {
    expect(keysOf(catalog as Catalog).sort()).toEqual(english);
  });

  it.each([
    ["vi", vi],
    ["id", id],
  ])("%s keeps every interpolation placeholder", (_, catalog) => {
    for (const key of english) expect(placeholders(catalog as Catalog, key), key).toEqual(placeholders(en, key));
  });

  it("has no empty strings", () => {
    for (const catalog of [en, vi, id]) {
      const flat = JSON.stringify(catalog);
      expect(flat).not.toContain('""');
    }
  });
});
