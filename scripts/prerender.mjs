// The last step of `npm run build:web`: renders the public pages (src/web/prerender.tsx, built
// with `vite build --ssr` into dist/prerender) into copies of dist/web/index.html, written to
// dist/web/_prerendered/, which the server sends for those pages. main.tsx hydrates them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "dist/web");
const template = readFileSync(path.join(web, "index.html"), "utf8");
/** @type {Record<string, { file: string; imports?: string[]; src?: string }>} */
const manifest = JSON.parse(readFileSync(path.join(web, ".vite/manifest.json"), "utf8"));

/** @type {{ renderPage(pathname: string): Promise<{ html: string; title: string }>; prerenderedPages: readonly string[]; prerenderedFile(pathname: string): string }} */
const entry = await import(pathToFileURL(path.join(root, "dist/prerender/prerender.js")).href);

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The screen's chunk, fetched with the entry rather than after it (the router loads it lazily). */
/** @param {string} pathname */
function screenChunk(pathname) {
  const screen = pathname === "/" ? "landing" : pathname.slice(1);
  const chunk = manifest[`app/routes/${screen}.tsx`];
  if (!chunk) throw new Error(`no chunk for ${pathname} in the build's manifest`);
  return `/${chunk.file}`;
}

// The app's code, which Vite put in <head>: on these pages public/hydrate.js fetches it once the
// page has painted (the entry, then its chunks and the screen's as preloads).
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryFile = entryTag.exec(template)?.[1];
if (!entryFile) throw new Error("dist/web/index.html has no module script");
const chunks = [...template.matchAll(preloadTag)].map((match) => match[1]);
const shell = template.replace(entryTag, "").replace(preloadTag, "");
/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

// #root holds the placeholder painted before the JavaScript: from its tag to the body's last </div>.
const start = shell.indexOf('<div id="root">');
const end = shell.lastIndexOf("</div>", shell.indexOf("</body>"));
if (start < 0 || end < start) throw new Error("dist/web/index.html has no #root at the end of its body");

rmSync(path.join(web, "_prerendered"), { recursive: true, force: true });
mkdirSync(path.join(web, "_prerendered"));
for (const pathname of entry.prerenderedPages) {
  const { html, title } = await entry.renderPage(pathname);
  const loader = `<script defer src="/hydrate.js" data-entry="${escapeAttribute(entryFile)}" data-preload="${escapeAttribute([...chunks, screenChunk(pathname)].join(" "))}"></script>`;
  const page = (shell.slice(0, start).replace(/\s*<!--[^]*?-->(\s*)$/, "$1") + '<div id="root" data-prerendered="">' + html + shell.slice(end))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace("</body>", `  ${loader}\n  </body>`);
  writeFileSync(path.join(web, entry.prerenderedFile(pathname)), page);
}
rmSync(path.join(root, "dist/prerender"), { recursive: true, force: true });
console.log(`prerendered ${entry.prerenderedPages.length} public pages into dist/web/_prerendered/`);
