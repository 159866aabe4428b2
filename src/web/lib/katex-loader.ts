import "katex/dist/katex.min.css";
import katex from "katex";

/** Loaded only when a text has math in it: KaTeX and its stylesheet are a chunk of their own. */
export function renderMath(expression: string, displayMode: boolean): string {
  return katex.renderToString(expression, { displayMode, throwOnError: false, trust: false, output: "htmlAndMathml" });
}
