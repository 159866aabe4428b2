import "katex/dist/katex.min.css";
import { useMemo } from "react";
import { cn } from "../../lib/cn.js";
import { needsRendering, renderRichText } from "../../lib/rich-text.js";

/** Markdown and math, rendered safely (see lib/rich-text.ts). */
export function RichText({ text, className, inline = false }: { text: string; className?: string; inline?: boolean }) {
  const html = useMemo(() => (needsRendering(text) ? renderRichText(text, { inline }) : null), [text, inline]);
  const Element = inline ? "span" : "div";
  if (html === null) return <Element className={cn("whitespace-pre-wrap", className)}>{text}</Element>;
  // The HTML comes from our renderer, which escapes everything the user typed.
  return <Element className={cn("rich-text", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
