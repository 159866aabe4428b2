import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** scripts/chromium.mjs, found from the repository root (the bench runs compiled, from dist/). */
async function chromium(): Promise<{ chromiumPath: string; chromiumArgs: string[] }> {
  return (await import(pathToFileURL(path.resolve("scripts/chromium.mjs")).href)) as { chromiumPath: string; chromiumArgs: string[] };
}

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Lighthouse 12's four category scores (0–100) for public pages, with Debian's chromium. */
export async function lighthouseScores(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const { chromiumPath, chromiumArgs } = await chromium();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
