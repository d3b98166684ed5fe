import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";
import { formatBound } from "./format";

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

describe("a refused answer names the rule", () => {
  it("says the range of a number in each language", () => {
    const bounds = { min: formatBound(0, "en"), max: formatBound(10, "en") };
    expect(fill(en.validation.numberBetween, bounds)).toBe("Between 0 and 10");
    expect(fill(vi.validation.numberBetween, bounds)).toBe("Từ 0 đến 10");
    expect(fill(id.validation.numberBetween, bounds)).toBe("Antara 0 dan 10");
  });

  it("writes bounds as the member's language does", () => {
    expect(formatBound(1500000, "id")).toBe("1.500.000");
    expect(formatBound(1500000, "en")).toBe("1,500,000");
    expect(formatBound("2026-03-01", "en")).toBe("Mar 1, 2026");
    expect(formatBound("2026-03-01", "id")).toBe("1 Mar 2026");
  });

  it("has every rule in every language, with the same placeholders", () => {
    for (const [key, english] of Object.entries(en.validation)) {
      const names = english.match(/\{\{\w+\}\}/g)?.sort() ?? [];
      for (const catalog of [vi, id]) {
        const translated = (catalog.validation as Record<string, string>)[key];
        expect(translated, key).toBeTruthy();
        expect(translated?.match(/\{\{\w+\}\}/g)?.sort() ?? [], key).toEqual(names);
      }
    }
  });
});
