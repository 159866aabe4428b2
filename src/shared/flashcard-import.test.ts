import { describe, expect, it } from "vitest";
import { detectHeaderRow, guessSeparators, parseCards, serializeCards } from "./flashcard-import.js";
import { htmlToMarkdown } from "./html-to-markdown.js";

describe("importing cards from text", () => {
  it("reads Quizlet's tab export and a comma CSV", () => {
    expect(parseCards("mitosis\tcell division\nATP\tenergy carrier\n")).toEqual({
      format: "tsv",
      cards: [
        { front: "mitosis", back: "cell division" },
        { front: "ATP", back: "energy carrier" },
      ],
      errors: [],
    });
    expect(parseCards("Paris,capital of France\r\nRome,capital of Italy").cards).toEqual([
      { front: "Paris", back: "capital of France" },
      { front: "Rome", back: "capital of Italy" },
    ]);
  });

  it("keeps quoted delimiters, quotes and newlines, and skips blank lines", () => {
    const text = '"Define ""osmosis""","Water moves\nacross a membrane, from low to high concentration"\n\n   \nterm,"a, b"\n';
    const result = parseCards(text, "csv");
    expect(result.errors).toEqual([]);
    expect(result.cards).toEqual([
      { front: 'Define "osmosis"', back: "Water moves\nacross a membrane, from low to high concentration" },
      { front: "term", back: "a, b" },
    ]);
  });

  it("treats an unquoted comma in a CSV definition as part of it", () => {
    expect(parseCards("Paris,capital, and largest city\n", "csv").cards).toEqual([{ front: "Paris", back: "capital, and largest city" }]);
  });

  it("understands Anki's header lines and counts lines after them", () => {
    const result = parseCards("#separator:tab\n#html:false\nfront\tback\tsome-tag\nlonely\n");
    expect(result.cards).toEqual([{ front: "front", back: "back" }]);
    expect(result.errors).toEqual([{ line: 4, message: "Line 4: needs a term and a definition separated by a tab" }]);
  });

  it("reports each bad line with its number, after multi-line records too", () => {
    const result = parseCards('a,"one\ntwo"\n,no term\nno definition,\nok,fine\n', "csv");
    expect(result.cards).toEqual([
      { front: "a", back: "one\ntwo" },
      { front: "ok", back: "fine" },
    ]);
    expect(result.errors).toEqual([
      { line: 3, message: "Line 3: the term is empty" },
      { line: 4, message: "Line 4: the definition is empty" },
    ]);
  });

  it("reads Anki's Notes in Plain Text with HTML as Markdown, honouring its column headers", () => {
    // As Anki 2.1 writes it with "Include HTML", "Include tags", "Include deck", "Include notetype" and "Include unique identifier".
    const text = [
      "#separator:tab",
      "#html:true",
      "#guid column:1",
      "#notetype column:2",
      "#deck column:3",
      "#tags column:6",
      'Ab1cD2eF3g\tBasic\tBiology\t<b>Mitosis</b>\tCell division<br>into <i>two</i> cells&nbsp;ok<div>more</div><img src="cell.png">\tbio',
      "Gh4iJ5kL6m\tBasic\tBiology\tATP\t<span>energy</span> carrier\tbio",
      "",
    ].join("\n");
    const result = parseCards(text, { convertHtml: htmlToMarkdown });
    expect(result.cards).toEqual([
      { front: "**Mitosis**", back: "Cell division  \ninto _two_ cells ok\n\nmore", guid: "Ab1cD2eF3g" },
      { front: "ATP", back: "energy carrier", guid: "Gh4iJ5kL6m" },
    ]);
    expect(result.notes).toEqual(["1 image was not brought over (Cadence's cards hold text)"]);
    expect(result.errors).toEqual([]);
  });

  it("keeps each Anki note's guid once, and reports a note repeated in one file", () => {
    const text = [
      "#separator:tab",
      "#guid column:1",
      "Ot|Wz1>ey\tcell\tunit of life",
      "b@8Rz9*Kq\tATP\tenergy",
      "Ot|Wz1>ey\tcell\tagain",
      " \tDNA\tgenes",
      "",
    ].join("\n");
    const result = parseCards(text);
    expect(result.cards).toEqual([
      { front: "cell", back: "unit of life", guid: "Ot|Wz1>ey" },
      { front: "ATP", back: "energy", guid: "b@8Rz9*Kq" },
      { front: "DNA", back: "genes" },
    ]);
    expect(result.errors).toEqual([{ line: 5, message: "Line 5: the same note (guid Ot|Wz1>ey) is already on an earlier line; that one was kept" }]);
    // Without Anki's header there is no guid, whatever the columns hold.
    expect(parseCards("a\tb\tc").cards).toEqual([{ front: "a", back: "b" }]);
  });

  it("reads Quizlet's custom separators, guessing them, and keeps quotes inside a tab-separated term", () => {
    const dashes = "mitosis - cell division;meiosis - division into gametes;ATP - energy, for the cell";
    expect(guessSeparators(dashes)).toEqual({ termSeparator: " - ", rowSeparator: ";" });
    expect(parseCards(dashes, { termSeparator: " - ", rowSeparator: ";" }).cards).toEqual([
      { front: "mitosis", back: "cell division" },
      { front: "meiosis", back: "division into gametes" },
      { front: "ATP", back: "energy, for the cell" },
    ]);
    expect(guessSeparators("Paris,capital of France\nRome,capital of Italy")).toEqual({ termSeparator: ",", rowSeparator: "\n" });
    expect(parseCards('He said "hi"\tgreeting\n').cards).toEqual([{ front: 'He said "hi"', back: "greeting" }]);
  });

  it("detects a header row and leaves it out when asked", () => {
    for (const text of ["term,definition\nmitosis,division\n", "front\tback\nmitosis\tdivision\n", "Question,Answer\nmitosis,division\n"]) {
      expect(detectHeaderRow(text), text).toBe(true);
      expect(parseCards(text, { skipHeader: true }).cards, text).toEqual([{ front: "mitosis", back: "division" }]);
    }
    expect(detectHeaderRow("mitosis,division\nATP,energy\n")).toBe(false);
  });

  it("keeps the whitespace inside quoted fields (code on cards)", () => {
    const cards = [{ front: "  indented()", back: "def f():\n    return 1\n" }];
    expect(parseCards('"  indented()","def f():\n    return 1\n"\n', "csv").cards).toEqual(cards);
    for (const format of ["csv", "tsv"] as const) expect(parseCards(serializeCards(cards, format), format).cards).toEqual(cards);
  });

  it("reads 5,000 cards", () => {
    const text = Array.from({ length: 5000 }, (_, index) => `term ${index}\tdefinition ${index}`).join("\n");
    const result = parseCards(text);
    expect(result.cards).toHaveLength(5000);
    expect(result.cards[4999]).toEqual({ front: "term 4999", back: "definition 4999" });
  });

  it("writes CSV and TSV that read back the same", () => {
    const cards = [
      { front: 'He said "hi"', back: "line one\nline two" },
      { front: "a,b", back: "tab\there" },
      { front: "plain", back: "plain" },
    ];
    for (const format of ["csv", "tsv"] as const) expect(parseCards(serializeCards(cards, format), format).cards).toEqual(cards);
  });

  it("neutralises cells a spreadsheet would run as formulas, and still reads back every card exactly", () => {
    const cards = [
      { front: '=HYPERLINK("https://evil.example","click")', back: "+1" },
      { front: "-5 degrees", back: "@SUM(A1:A2)" },
      { front: "'=already quoted", back: "''+twice" },
      { front: "#not a header", back: "it's fine" },
      { front: "plain", back: "'apostrophe, not a formula" },
    ];
    for (const format of ["csv", "tsv"] as const) {
      const written = serializeCards(cards, format);
      // No cell starts with a formula character once the file is split into cells.
      const cells = parseRaw(written, format === "tsv" ? "\t" : ",");
      for (const value of cells) expect(value, `${format}: ${value}`).not.toMatch(/^[=+\-@\t\r]/);
      expect(parseCards(written, format).cards).toEqual(cards);
    }
  });
});

/** The raw cells of a file (quotes removed) as a spreadsheet would see them. */
function parseRaw(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  for (const line of text.split("\r\n").filter(Boolean)) {
    for (const cell of line.split(delimiter)) cells.push(cell.replace(/^"|"$/g, "").replaceAll('""', '"'));
  }
  return cells;
}
