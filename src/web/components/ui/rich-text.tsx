import { useEffect, useMemo, useState } from "react";
import { cn } from "@/lib/cn.js";
import { hasMath, needsRendering, renderRichText, type MathRenderer } from "@/lib/rich-text.js";

let loadedMath: MathRenderer | undefined;

/** KaTeX arrives on first use of math, then serves every later render at once. */
function useMathRenderer(needed: boolean): MathRenderer | undefined {
  const [renderer, setRenderer] = useState(() => loadedMath);
  useEffect(() => {
    if (!needed || renderer) return;
    let live = true;
    void import("@/lib/katex-loader.js").then(({ renderMath }) => {
      loadedMath = renderMath;
      if (live) setRenderer(() => renderMath);
    });
    return () => {
      live = false;
    };
  }, [needed, renderer]);
  return renderer;
}

/** Markdown and math, rendered safely (see lib/rich-text.ts). */
export function RichText({ text, className, inline = false }: { text: string; className?: string; inline?: boolean }) {
  const math = useMathRenderer(hasMath(text));
  const html = useMemo(() => (needsRendering(text) ? renderRichText(text, { inline, ...(math ? { renderMath: math } : {}) }) : null), [text, inline, math]);
  const Element = inline ? "span" : "div";
  if (html === null) return <Element className={cn("whitespace-pre-wrap", className)}>{text}</Element>;
  // The HTML comes from our renderer, which escapes everything the user typed.
  return <Element className={cn("rich-text", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
