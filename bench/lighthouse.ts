import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** scripts/chromium.mjs, found from the repository root (the bench runs compiled, from dist/). */
async function chromium(): Promise<{ chromiumPath: string; chromiumArgs: string[] }> {
  return (await import(pathToFileURL(path.resolve("scripts/chromium.mjs")).href)) as { chromiumPath: string; chromiumArgs: string[] };
}

/** The public pages the build prerenders (issue 24: Lighthouse performance ≥ 95, LCP ≤ 2.5 s, accessibility 100). */
export const publicPages = ["/", "/features", "/pricing", "/documentation", "/privacy-policy", "/terms-of-service"];

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds, under Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse 12's four category scores (0–100) and its paint figures for public pages, with Debian's chromium. */
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
      if (result?.lhr.runtimeError) console.log(`${path}: Lighthouse could not measure it: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      const value = (name: string) => Math.round((audits[name]?.numericValue ?? Number.NaN) * 1000) / 1000;
      const failed = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      if (failed.length > 0 && process.env.LIGHTHOUSE_VERBOSE) console.log(`${path}: failing audits: ${failed.join(", ")}`);
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: Math.round(value("first-contentful-paint")),
        lcpMs: Math.round(value("largest-contentful-paint")),
        tbtMs: Math.round(value("total-blocking-time")),
        cls: value("cumulative-layout-shift"),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
