/**
 * Which documents are open lives in the URL (`setBuilder/:setIds?`, comma separated), so a
 * reload or a shared link opens them again. A saved set is its id; a new document is `d~` and
 * its draft id once its draft is saved (a reload restores it from the draft), or `n~` and a
 * key of this page before that. Ids are `[A-Za-z0-9_-]`, so `~` never appears in one.
 */
export type DocToken = { kind: 'set'; id: string } | { kind: 'draft'; id: string } | { kind: 'new'; id: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Spec: at most this many documents open at once (the URL stays short). */
export const MAX_OPEN_DOCUMENTS = 10;

export function formatToken(token: DocToken): string {
  switch (token.kind) {
    case 'set':
      return token.id;
    case 'draft':
      return `d~${token.id}`;
    case 'new':
      return `n~${token.id}`;
  }
}

export function parseToken(text: string): DocToken | null {
  const [prefix, id] = text.includes('~') ? text.split('~', 2) : [null, text];
  if (!id || !ID.test(id)) return null;
  if (prefix === null) return { kind: 'set', id };
  if (prefix === 'd') return { kind: 'draft', id };
  if (prefix === 'n') return { kind: 'new', id };
  return null;
}

/** The route parameter's tokens: unknown or repeated ones dropped, at most MAX_OPEN_DOCUMENTS. */
export function parseTokens(param: string | undefined): string[] {
  if (!param) return [];
  const seen = new Set<string>();
  for (const part of param.split(',')) {
    const token = parseToken(part.trim());
    if (token) seen.add(formatToken(token));
  }
  return [...seen].slice(0, MAX_OPEN_DOCUMENTS);
}

export const formatTokens = (tokens: readonly string[]): string => tokens.join(',');

/** The designer URL with the same browser part and these documents open. */
export function builderPath(pathname: string, tokens: readonly string[]): string {
  const at = pathname.indexOf('/setBuilder');
  const base = at < 0 ? pathname.replace(/\/$/, '') : pathname.slice(0, at);
  return `${base}/setBuilder${tokens.length ? `/${formatTokens(tokens)}` : ''}`;
}
