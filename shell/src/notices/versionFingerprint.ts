/**
 * What identifies a deployed build: the shell's page names its content-hashed scripts, and each
 * remote's manifest names its own. A rebuild that changes any code changes one of them.
 */
export async function fingerprintOf(urls: readonly string[]): Promise<string | null> {
  try {
    const parts = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        const text = await response.text();
        return url.endsWith('.html') ? scriptsOf(text) : text;
      }),
    );
    return parts.join('\n');
  } catch {
    // Offline, or a deployment half done: no verdict this time.
    return null;
  }
}

/** The script addresses of an HTML page, in order (its nonces and other attributes aside). */
export function scriptsOf(html: string): string {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]).join(' ');
}
