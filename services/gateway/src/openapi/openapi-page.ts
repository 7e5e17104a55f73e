/** A self-contained, readable HTML rendering of the OpenAPI document (no third-party CDN). */
export function renderOpenApiPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown }>>;
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = Object.entries(paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.tags?.join(', ') ?? '')}</td><td>${escape(op.summary ?? '')}</td><td>${op.security ? 'session' : 'public'}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OpenSet API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}code{font-size:.95em}</style>
</head><body><h1>OpenSet API</h1><p>Machine-readable document: <a href="/api/docs.json">/api/docs.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>Summary</th><th>Access</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
