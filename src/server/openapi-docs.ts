import { escapeHtml } from "./lib/html.js";

type Json = Record<string, unknown>;

function schemaBlock(schema: unknown): string {
  return schema ? `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>` : "";
}

/**
 * A readable reference of the OpenAPI document, rendered on the server with no script so
 * that it works offline and under the strict CSP.
 */
export function renderApiReference(document: Json): string {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const operations = Object.entries(paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method, operation })));
  const sections = operations
    .map(({ route, method, operation }) => {
      const request = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      const parameters = (operation.parameters as Json[] | undefined) ?? [];
      const responses = Object.entries((operation.responses ?? {}) as Record<string, Json>)
        .map(([status, response]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(String(response.description ?? ""))}</li>`)
        .join("");
      return `<section id="${escapeHtml(`${method}-${route}`)}">
  <h2><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(route)}</code></h2>
  <p>${escapeHtml(String(operation.summary ?? ""))}</p>
  ${parameters.length ? `<h3>Parameters</h3><ul>${parameters.map((p) => `<li><code>${escapeHtml(String(p.name))}</code> in ${escapeHtml(String(p.in))}${p.required ? " (required)" : ""}</li>`).join("")}</ul>` : ""}
  ${request ? `<h3>Request body</h3>${schemaBlock(Object.values(request)[0]?.schema)}` : ""}
  <h3>Responses</h3><ul>${responses}</ul>
</section>`;
    })
    .join("\n");
  const info = (document.info ?? {}) as Json;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Cadence</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  section { border-top: 1px solid #8884; padding: .5rem 0 1rem; }
  h2 { font-size: 1.1rem; } h3 { font-size: .95rem; margin-bottom: .25rem; }
  pre { background: #8881; padding: .75rem; overflow-x: auto; border-radius: .375rem; }
  .method { display: inline-block; min-width: 4.5rem; font-size: .8rem; padding: .1rem .4rem; border-radius: .25rem; background: #3B82F6; color: #fff; text-align: center; }
  .method.delete { background: #B91C1C; } .method.post { background: #047857; } .method.patch { background: #6D28D9; }
</style></head>
<body>
<h1>${escapeHtml(String(info.title ?? "API"))} <small>${escapeHtml(String(info.version ?? ""))}</small></h1>
<p>${escapeHtml(String(info.description ?? ""))} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}
</body></html>`;
}
