import {
  type CardImportError,
  type CardImportLine,
  type CardImportResult,
  cardImportColumns,
  cardImportLimits,
  cardImportLine,
  cardImportRequiredColumns,
  errorCodes,
} from "@rewards/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { parseCsv } from "../../lib/csv.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { addCardStock } from "./card-stock.js";

type Parsed = { lines: number; errors: CardImportError[]; rows: (CardImportLine & { line: number })[] };

/** Reads the file line by line; every problem is reported with its line and column, none stops the reading. */
export function readCardImport(csv: string): Parsed {
  const [header = [], ...body] = parseCsv(csv).filter((row) => row.some((cell) => cell.trim() !== ""));
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = cardImportRequiredColumns.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    const message = `The first line must name the columns: ${cardImportColumns.join(",")} (missing ${missing.join(", ")}).`;
    return { lines: body.length, errors: [{ line: 1, field: null, message }], rows: [] };
  }
  if (body.length > cardImportLimits.maxLines) {
    const message = `Import at most ${cardImportLimits.maxLines} codes at once.`;
    return { lines: body.length, errors: [{ line: 1, field: null, message }], rows: [] };
  }
  const errors: CardImportError[] = [];
  const rows: Parsed["rows"] = [];
  const firstLineOfCode = new Map<string, number>();
  body.forEach((cells, index) => {
    const line = index + 2;
    const record = Object.fromEntries(cardImportColumns.map((name) => [name, cells[columns.indexOf(name)] ?? ""]));
    const parsed = cardImportLine.safeParse(record);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      errors.push({ line, field: issue?.path.join(".") || null, message: issue?.message ?? "Invalid line." });
      return;
    }
    const row = parsed.data;
    const key = [row.kind, row.market, row.provider, row.face_value, row.code].join("\u0000");
    const first = firstLineOfCode.get(key);
    if (first !== undefined) {
      errors.push({ line, field: "code", message: `This code is already on line ${first}.` });
      return;
    }
    firstLineOfCode.set(key, line);
    rows.push({ ...row, line });
  });
  return { lines: body.length, errors, rows };
}

function groupByProduct(rows: Parsed["rows"]) {
  const groups = new Map<string, Parsed["rows"]>();
  for (const row of rows) {
    const key = [row.kind, row.market, row.provider, row.face_value].join("\u0000");
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

class PreviewOnly extends Error {
  constructor(readonly result: CardImportResult) {
    super("card import preview");
  }
}

/**
 * Previews or loads a card stock file. Both run the same load inside a transaction, so the preview's
 * figures (codes added, stock after) are exactly what loading would do; a preview then rolls back.
 * A file with any error loads nothing: a commit is refused with 422 and the preview in `data`.
 */
export async function importCardStock(
  db: Db,
  actor: AuditActor,
  csv: string,
  commit: boolean,
): Promise<CardImportResult> {
  const { lines, errors, rows } = readCardImport(csv);
  const run = () =>
    db.transaction(async (tx) => {
      const products: CardImportResult["products"] = [];
      for (const group of groupByProduct(rows)) {
        const [first] = group;
        if (!first) continue;
        const { kind, market, provider, face_value } = first;
        const codes = group.map(({ code, serial, expires_at }) => ({ code, serial, expires_at }));
        const loaded = await addCardStock(tx, { kind, market, provider, face_value, codes });
        products.push({
          kind,
          market,
          provider,
          face_value,
          lines: group.length,
          added: loaded.added,
          stock: loaded.stock,
        });
        await recordAudit(tx, actor, {
          action: "card_stock.import",
          target: { kind: "card_product", id: loaded.id },
          after: { kind, market, provider, face_value, lines: group.length, added: loaded.added, stock: loaded.stock },
        });
      }
      const result = { lines, errors, products, imported: commit && errors.length === 0 };
      if (!result.imported) throw new PreviewOnly(result);
      return result;
    });
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PreviewOnly)) throw error;
    if (commit) {
      const [first] = error.result.errors;
      const message = first ? `Line ${first.line}: ${first.message}` : "This file has errors.";
      throw new AppError(422, errorCodes.cardImportInvalid, message, "csv", { data: error.result });
    }
    return error.result;
  }
}
