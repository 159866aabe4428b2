import { afterAll, describe, expect, it } from "vitest";
import { questionCorpus } from "../../../testing/question-corpus.js";
import { evaluate, summarise, understandingShare } from "./evaluation.js";

/**
 * The question writer judged on the evaluation corpus (issue 23, `offline/evaluation.ts`). The
 * goals hold on every part not tuned on. The checker's rules are also the writer's filter, so
 * "well-formed" here mostly proves the two agree; the figures judged by reading each question
 * are in the README. `SHOW_QUESTIONS=unseen-medium` prints every question of that part.
 */
const lines: string[] = [];

/** The corpus's parts, in the order they were written. */
const parts = [
  "dev",
  "held-out",
  "fresh",
  "unseen",
  "final",
  "last",
  "closing",
  "coda",
  "epilogue",
  "afterword",
  "appendix",
  "postscript",
  "colophon",
  "envoi",
  "addendum",
  "supplement",
  "annex",
  "rider",
  "codicil",
  "marginalia",
  "glossary",
  "lexicon",
  "thesaurus",
  "concordance",
  "index",
  "catalogue",
  "almanac",
  "gazetteer",
  "register",
  "directory",
  "ledger",
  "roster",
  "inventory",
  "manifest",
  "waybill",
  "consignment",
  "docket",
  "voucher",
  "tally",
  "invoice",
  "receipt",
  "statement",
  "bulletin",
  "dispatch",
  "missive",
  "epistle",
  "memo",
  "letter",
  "postcard",
  "telegram",
  "pamphlet",
  "leaflet",
  "brochure",
  "flyer",
  "circular",
  "handbill",
  "notice",
  "placard",
  "poster",
  "banner",
  "signboard",
  "billboard",
  "hoarding",
  "marquee",
  "pennant",
  "awning",
  "streamer",
  "bunting",
  "pennon",
  "ensign",
  "guidon",
  "gonfalon",
  "oriflamme",
  "burgee",
  "labarum",
  "vexillum",
  "standard",
  "tricolour",
  "pennoncel",
  "jack",
  "vane",
  "banderole",
  "fanion",
  "swallowtail",
  "cornet",
  "pencel",
  "pavilion",
  "drapeau",
  "banneret",
  "gonfanon",
  "windsock",
  "halyard",
  "finial",
  "canton",
  "hoist",
  "grommet",
  "toggle",
  "lanyard",
  "cleat",
  "roundel",
  "staff",
  "masthead",
  "truck",
  "fly",
  "pole",
  "ferrule",
  "crest",
  "sleeve",
  "tassel",
  "fringe",
  "cord",
  "braid",
  "ribbon",
  "pommel",
  "cravat",
  "tippet",
  "tabard",
  "rosette",
  "epaulette",
  "gorget",
  "cockade",
  "aiguillette",
  "chevron",
  "frogging",
  "brandenburg",
  "soutache",
  "galloon",
  "passementerie",
  "braidwork",
  "ricrac",
  "gimp",
  "piping",
  "tatting",
  "sash",
  "cordonnet",
  "lacework",
  "bobbin",
  "picot",
  "guipure",
  "filet",
  "torchon",
  "bobbinet",
  "chantilly",
  "valenciennes",
] as const;

describe("the question writer on the evaluation corpus", () => {
  afterAll(() => console.warn(`Question writer, evaluation corpus (${questionCorpus.length} passages, a mixed quiz of 12 each):\n${lines.join("\n")}`));

  it("has parts that each cover every subject", () => {
    const subjects = new Set(questionCorpus.map((passage) => passage.subject));
    expect(questionCorpus.length).toBeGreaterThanOrEqual(30);
    // "last" is six passages from six of the subjects.
    for (const split of parts.filter((part) => part !== "last"))
      expect(new Set(questionCorpus.filter((passage) => passage.split === split).map((passage) => passage.subject))).toEqual(subjects);
  });

  for (const split of parts) {
    it.each(["easy", "medium", "hard"] as const)(
      `${split}: %s`,
      (difficulty) => {
        const tally = evaluate(
          questionCorpus.filter((passage) => passage.split === split),
          difficulty,
        );
        lines.push(summarise(`${split.padEnd(8)} ${difficulty.padEnd(6)}`, tally));
        if (process.env.SHOW_QUESTIONS === `${split}-${difficulty}`) console.warn(tally.lines.join("\n"));
        if (split !== "dev") {
          expect(tally.wellFormed / tally.delivered).toBeGreaterThanOrEqual(0.95);
          expect(understandingShare(tally)).toBeGreaterThanOrEqual(1 / 3);
          expect(tally.delivered / tally.asked).toBeGreaterThanOrEqual(0.75);
        }
        // (The first part also loads WordNet and the tagger; on a busy machine that alone can pass the default 30 s.)
      },
      120_000,
    );
  }
});
