import { Marked, type Tokens } from "marked";
import { cardMediaPrefix } from "@shared/storage.js";

/**
 * Markdown with TeX math ($…$ inline, $$…$$ display) for card faces and questions. Nothing a
 * user types becomes live HTML: raw HTML is shown as text, links keep only http(s) and
 * mailto addresses and open safely, images show their description (or, for the user's own
 * card pictures, the picture), and KaTeX (with `trust` off) writes the math.
 */
/** A picture from the user's card-media folder: the prefix, then plain path parts (no '..', query or fragment). */
export function isOwnCardImage(href: string): boolean {
  if (!href.startsWith(cardMediaPrefix)) return false;
  const path = href.slice(cardMediaPrefix.length);
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path) && !path.split("/").some((part) => part === "." || part === "..");
}

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
      // Math in an address stays the TeX it was typed as: rendered math never goes into href.
      const address = href.replace(placeholder, (_match, index: string) => mathSources[Number(index)] ?? "");
      if (!/^(https?:|mailto:)/i.test(address)) return label;
      return `<a href="${escapeHtml(address)}" target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      // Only the user's own stored pictures (cards imported from Anki); never a remote address.
      if (!isOwnCardImage(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" class="my-2 inline-block max-h-64 max-w-full rounded">`;
    },
  },
});

/** The TeX sources of the text being rendered, by placeholder number (rendering is synchronous). */
let mathSources: string[] = [];
const placeholder = /KATEXMATHPLACEHOLDER(\d+)END/g;

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
  const sources: string[] = [];
  const withPlaceholders = source.replace(mathPattern, (match, display: string | undefined, inlineMath: string | undefined) => {
    math.push(renderMath((display ?? inlineMath ?? "").trim(), display !== undefined));
    sources.push(match);
    return `KATEXMATHPLACEHOLDER${math.length - 1}END`;
  });
  mathSources = sources;
  try {
    const html = inline ? markdown.parseInline(withPlaceholders, { async: false }) : markdown.parse(withPlaceholders, { async: false });
    return html.replace(placeholder, (_match, index: string) => math[Number(index)] ?? "");
  } finally {
    mathSources = [];
  }
}

/** Plain text has nothing to render: the common case skips the parser. */
export function needsRendering(source: string): boolean {
  return /[*_`#[\]$>|~-]|^\d+\.\s/m.test(source);
}
