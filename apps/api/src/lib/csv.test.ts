import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine, parseCsv } from "./csv.js";

describe("parseCsv", () => {
  it("reads quoted fields with commas, quotes and line breaks, CRLF or LF, and drops a BOM", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', "two\nlines"],
      ["1", "", "3"],
    ]);
  });

  it("keeps an empty last field and ignores one final line break", () => {
    expect(parseCsv("a,\n")).toEqual([["a", ""]]);
    expect(parseCsv("")).toEqual([]);
  });

  it("reads back whatever csvLine wrote (apart from the formula guard)", () => {
    const safe = fc.string().filter((value) => !/^[=+\-@\t\r]/.test(value));
    fc.assert(
      fc.property(fc.array(fc.array(safe, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const written = rows.map((row) => csvLine(row)).join("");
        const read = parseCsv(written);
        // A row of one empty field writes an empty line, which reads back as one empty field too.
        expect(read).toEqual(rows);
      }),
    );
  });
});

describe("csvCell", () => {
  it("turns text a spreadsheet would run as a formula into plain text", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
  });

  it("leaves numbers alone, negative ones included, and quotes what needs quoting", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });
});
