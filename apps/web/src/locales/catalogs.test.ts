import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Catalog = { [key: string]: string | Catalog };

const srcDir = path.resolve(import.meta.dirname, "..");
const locales = ["en", "vi", "id"];

/** Every catalog folder: the shell's, each feature's and each shared piece's. */
function catalogFolders(): string[] {
  const features = path.join(srcDir, "features");
  // A feature's folders may hold a screen's own catalog (features/public-site/help/locales).
  const featureFolders = fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .flatMap((name) => [
      path.join(features, name, "locales"),
      ...fs
        .readdirSync(path.join(features, name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== "locales")
        .map((entry) => path.join(features, name, entry.name, "locales")),
    ])
    .filter((folder) => fs.existsSync(folder));
  const shared = path.join(srcDir, "shared");
  const sharedFolders = fs
    .readdirSync(shared, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .map((name) => path.join(shared, name, "locales"))
    .filter((folder) => fs.existsSync(folder));
  return [path.join(srcDir, "locales"), ...featureFolders, ...sharedFolders];
}

function read(folder: string, locale: string): Catalog {
  return JSON.parse(fs.readFileSync(path.join(folder, `${locale}.json`), "utf8"));
}

function flatten(catalog: Catalog, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === "string") entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe.each(catalogFolders().map((folder) => [path.relative(srcDir, folder), folder]))(
  "catalogs in %s",
  (_, folder) => {
    const english = flatten(read(folder, "en"));

    it.each(locales)("%s has exactly the English keys, none empty, with the same placeholders", (locale) => {
      expect(fs.existsSync(path.join(folder, `${locale}.json`)), `${locale}.json is missing`).toBe(true);
      const catalog = flatten(read(folder, locale));
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of catalog) {
        expect(text.trim(), `${locale}: ${key} is empty`).not.toBe("");
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english.get(key) ?? ""));
      }
    });
  },
);
