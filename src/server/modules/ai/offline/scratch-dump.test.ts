import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { questionCorpus } from "../../../testing/question-corpus.js";
import { evaluate, understandingShare } from "./evaluation.js";

it("dumps", () => {
  const name = process.env.DUMP_NAME ?? "x";
  const wanted = process.env.DUMP_PARTS ? process.env.DUMP_PARTS.split(",") : [...new Set(questionCorpus.map((p) => p.split))];
  const out: string[] = [];
  const rates: string[] = [];
  for (const split of wanted)
    for (const d of ["easy", "medium", "hard"] as const) {
      const tally = evaluate(questionCorpus.filter((p) => p.split === split), d);
      for (const line of tally.lines) out.push(`${split}-${d} ${line}`);
      rates.push(`${split}-${d} ${(understandingShare(tally) * 100).toFixed(2)} ${tally.delivered}/${tally.asked} ${tally.wellFormed}`);
    }
  writeFileSync(`/tmp/dump-${name}.txt`, out.join("\n") + "\n");
  writeFileSync(`/tmp/rates-${name}.txt`, rates.join("\n") + "\n");
}, 3_600_000);
