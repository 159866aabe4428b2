import { describe, expect, it } from "vitest";
import { renderMath } from "./katex-loader.js";
import { hasMath, needsRendering, renderRichText as render } from "./rich-text.js";

const renderRichText = (source: string) => render(source, { renderMath });

describe("rich text", () => {
  it("renders Markdown and TeX", () => {
    expect(renderRichText("**bold** and *soft*")).toContain("<strong>bold</strong>");
    const math = renderRichText("Area: $\\pi r^2$");
    expect(math).toContain('class="katex"');
    expect(math).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
    expect(renderRichText("$$\\int_0^1 x\\,dx$$")).toContain("katex-display");
  });

  it("never lets typed HTML or script URLs through", () => {
    const html = renderRichText('<img src=x onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3)) ![pic](https://evil.test/x.png)');
    expect(html).not.toMatch(/<img|<script|href="javascript:/i);
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("click");
    expect(renderRichText("[site](https://example.com)")).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(renderRichText("$\\href{javascript:alert(1)}{x}$")).not.toMatch(/href="javascript:/);
  });

  it("shows only the user's own card pictures, never a remote or crafted address", () => {
    const own = renderRichText("![mitochondrion](/api/storage/card-media/object/anki/2090a6b6f20ba19189a6a3c9.png)");
    expect(own).toContain('<img src="/api/storage/card-media/object/anki/2090a6b6f20ba19189a6a3c9.png" alt="mitochondrion" loading="lazy"');
    for (const address of [
      "https://evil.test/api/storage/card-media/object/x.png",
      "/api/storage/card-media/object/../documents/x.pdf",
      "/api/storage/card-media/object/x.png?token=abc",
      "/api/storage/avatars/object/x.png",
      '/api/storage/card-media/object/x.png" onerror="alert(1)',
      "//evil.test/x.png",
    ]) {
      expect(renderRichText(`![pic](${address})`), address).not.toMatch(/<img/);
    }
  });

  it("keeps TeX in a link's address as the text typed, never rendered math inside href", () => {
    const html = renderRichText('[see](https://example.com/$x" onmouseover="alert(1)$)');
    const container = document.createElement("div");
    container.innerHTML = html;
    const link = container.querySelector("a");
    expect(link).not.toBeNull();
    expect(link!.getAttributeNames().sort()).toEqual(["href", "rel", "target"]);
    expect(link!.getAttribute("href")).not.toContain("katex");
    expect(html).not.toContain('class="katex"');
  });

  it("leaves prices alone and skips plain text", () => {
    expect(renderRichText("It costs $5 and $10.")).not.toContain("katex");
    expect(needsRendering("Mitochondrion")).toBe(false);
    expect(needsRendering("$x$")).toBe(true);
    expect(hasMath("It costs $5 and $10.")).toBe(false);
    expect(hasMath("Area $\\pi r^2$")).toBe(true);
    // Before KaTeX loads, TeX shows as code, escaped.
    expect(render("$<b>x</b>$")).toBe("<p><code>&lt;b&gt;x&lt;/b&gt;</code></p>\n");
  });
});
