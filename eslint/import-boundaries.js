import path from "node:path";

/**
 * STYLE.md's layering, checked on relative imports and the web's aliases (`@/` is src/web,
 * `@shared/` is src/shared):
 * - src/shared imports nothing of ours but src/shared;
 * - src/server and src/web import each other never, src/shared freely;
 * - src/web/{components,lib,hooks} never import a feature or the app;
 * - one feature never imports another (screens in src/web/app compose them).
 */
/** @typedef {{ area: string; sub?: string; feature?: string }} Layer */

/** @param {string} file @returns {Layer | undefined} */
function layerOf(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf("src");
  if (src === -1) return undefined;
  const [area, sub, name] = parts.slice(src + 1);
  if (area === undefined) return undefined;
  if (area === "web") return { area, sub, feature: sub === "features" ? name : undefined };
  return { area };
}

/** @param {Layer} from @param {Layer} to @returns {string | undefined} */
function violation(from, to) {
  if (from.area === "shared" && to.area !== "shared") return `src/shared may only import src/shared, not src/${to.area}`;
  if (from.area === "server" && to.area === "web") return "src/server may not import src/web";
  if (from.area === "web" && to.area === "server") return "src/web may not import src/server";
  if (from.area !== "web" || to.area !== "web") return undefined;
  if (["components", "lib", "hooks"].includes(from.sub ?? "") && (to.sub === "features" || to.sub === "app")) {
    return `src/web/${from.sub} may not import src/web/${to.sub}`;
  }
  if (from.sub === "features" && to.sub === "app") return "a feature may not import src/web/app";
  if (from.sub === "features" && to.sub === "features" && from.feature !== to.feature) {
    return `feature "${from.feature}" may not import feature "${to.feature}"; compose them in src/web/app`;
  }
  return undefined;
}

/**
 * The file an import names, or undefined for a package.
 * @param {string} filename @param {string} source @returns {string | undefined}
 */
function target(filename, source) {
  if (source.startsWith(".")) return path.resolve(path.dirname(filename), source);
  const alias = /^@(shared)?\//.exec(source);
  if (!alias) return undefined;
  const parts = filename.split(path.sep);
  const src = parts.lastIndexOf("src");
  if (src === -1) return undefined;
  return path.join(parts.slice(0, src + 1).join(path.sep) || path.sep, alias[1] ? "shared" : "web", source.slice(alias[0].length));
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: { type: "problem", schema: [], docs: { description: "Enforce STYLE.md's import boundaries" } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    /** @param {import("eslint").Rule.Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== "string") return;
      const file = target(context.filename, source);
      if (!file) return;
      const to = layerOf(file);
      const message = to && violation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

export default { rules: { "import-boundaries": rule } };
