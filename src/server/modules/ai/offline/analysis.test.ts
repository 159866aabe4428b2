import { describe, expect, it } from "vitest";
import { questionCorpus } from "../../../testing/question-corpus.js";
import { escapeRegExp, tokensOf, wholeWords } from "./analysis.js";

/**
 * What `wholeWords` once compiled into every term's pattern: the reference it must agree with (with
 * a point or a comma between a letter or a digit and the match joining it too: "42.zip", "1,300").
 */
const reference = (term: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_+-]|[\\p{L}\\p{N}][.,])${escapeRegExp(term)}(?![\\p{L}\\p{N}_+-]|[.,][\\p{L}\\p{N}])`, flags);

/** Everything a caller may do with the pattern, as one comparable record. */
function uses(make: () => RegExp, text: string) {
  const tested = make();
  const execs: (string | number)[] = [];
  const stepped = make();
  for (let step = 0; step < 6; step += 1) {
    const match = stepped.exec(text);
    execs.push(match ? `${match.index}:${match[0]}` : "none", stepped.lastIndex);
    if (!match || !stepped.global) break;
    if (match[0] === "") stepped.lastIndex += 1;
  }
  return {
    test: [tested.test(text), tested.lastIndex, tested.test(text), tested.lastIndex],
    execs,
    match: text.match(make())?.map(String) ?? null,
    all: make().global ? [...text.matchAll(make())].map((match) => `${match.index}:${match[0]}`) : [],
    replaced: text.replace(make(), (found) => `[${found}]`),
    search: text.search(make()),
    split: text.split(make()),
  };
}

describe("whole-word patterns", () => {
  it("match exactly where the lookaround pattern matches, in every use", () => {
    const texts = [
      ...questionCorpus.slice(0, 24).map((passage) => passage.text),
      "Press Ctrl+Z, not Ctrl, to undo; a cell wall of cellulose; CELL cell Cell.",
      "Café au lait, a café, cafés; naïve naïveté; 𝒜cell cell𝒜 cell.",
      "İstanbul istanbul ISTANBUL; ͅcell cellͅ; e-mail mail mail-order x_mail mail_x mail",
      "the the the; thethe; a a a; bthe the the; a.. b; x𝒜 𝒜.",
      "bthe the the: a first mention inside a word, then one that is whole.",
      "A famous example, 42.zip, is only 42 kilobytes; 1,300 metres, 300 metres; 3.5 and 5.",
    ];
    const flagSets = ["gu", "giu", "u", "iu", "yu", "giyu"];
    let compared = 0;
    for (const text of texts) {
      // Terms: whole words and pieces of words, in the case they are written and in others.
      const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
      const terms = new Set<string>(["cell", "Ctrl", "mail", "café", "istanbul", "the", "a", "Z", "ͅ", "the the", ".", "𝒜", "42", "300", "5", "zip"]);
      words.forEach((word, index) => {
        if (index % 7 === 0) terms.add(word);
        if (index % 11 === 0) terms.add(word.toUpperCase());
        if (index % 13 === 0 && word.length > 4) terms.add(word.slice(1, -1));
        if (index % 17 === 0 && words[index + 1]) terms.add(`${word} ${words[index + 1]}`);
      });
      for (const term of terms)
        for (const flags of flagSets) {
          expect(
            uses(() => wholeWords(term, flags), text),
            `${term} /${flags} in ${text.slice(0, 40)}`,
          ).toEqual(uses(() => reference(term, flags), text));
          compared += 1;
        }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it("keeps the default flags, and a match that is not whole lets the next one be found", () => {
    expect(wholeWords("cell").flags).toBe("gu");
    expect("cellulose and cell".replace(wholeWords("cell"), "_____")).toBe("cellulose and _____");
    expect(wholeWords("cell", "u").exec("cellulose, then cell")?.index).toBe(16);
  });
});

describe("tagging a short text", () => {
  it("gives each caller tokens of its own, the same every time", () => {
    const first = tokensOf("Linear search checks each element in turn.");
    first[2]!.pos = "NOUN";
    const again = tokensOf("Linear search checks each element in turn.");
    expect(again[2]!.pos).toBe("VERB");
    expect(again).not.toBe(first);
  });
});
