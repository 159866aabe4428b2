import { Marked, type Tokens } from "marked";

/**
 * Markdown with TeX math ($…$ inline, $$…$$ display) for card faces and questions. Nothing a
 * user types becomes live HTML: raw HTML is shown as text, links keep only http(s) and
 * mailto addresses and open safely, images show their description, and KaTeX (with `trust`
 * off) writes the math.
 */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!/^(https?:|mailto:)/i.test(href)) return label;
      return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

const mathPattern = /\$\$([\s\S]+?)\$\$|\$(?!\s)([^$\n]+?)(?<!\s)\$/g;

export type MathRenderer = (expression: string, displayMode: boolean) => string;

/** Until KaTeX has loaded, math shows as its TeX source. */
const texSource: MathRenderer = (expression) => `<code>${escapeHtml(expression)}</code>`;

export function hasMath(source: string): boolean {
  return new RegExp(mathPattern.source).test(source);
}

/** `inline` renders within a line (no paragraphs), for headings and options. */
export function renderRichText(source: string, { inline = false, renderMath = texSource }: { inline?: boolean; renderMath?: MathRenderer } = {}): string {
  const math: string[] = [];
  const withPlaceholders = source.replace(mathPattern, (_match, display: string | undefined, inlineMath: string | undefined) => {
    math.push(renderMath((display ?? inlineMath ?? "").trim(), display !== undefined));
    return `KATEXMATHPLACEHOLDER${math.length - 1}END`;
  });
  const html = inline ? markdown.parseInline(withPlaceholders, { async: false }) : markdown.parse(withPlaceholders, { async: false });
  return html.replace(/KATEXMATHPLACEHOLDER(\d+)END/g, (_match, index: string) => math[Number(index)] ?? "");
}

/** Plain text has nothing to render: the common case skips the parser. */
export function needsRendering(source: string): boolean {
  return /[*_`#[\]$>|~-]|^\d+\.\s/m.test(source);
}
