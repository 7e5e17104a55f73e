/** Text clean-up for imported exercise descriptions: HTML to plain lines, entities decoded. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—', deg: '°' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
    }
    return ENTITIES[code.toLowerCase()] ?? all;
  });
}

/**
 * HTML (as in wger descriptions) to plain text: paragraphs and line breaks become new lines, list
 * items become "- " lines (numbered for ordered lists), every other tag is dropped.
 */
export function htmlToText(html: string): string {
  let counter: number[] = [];
  const withBreaks = html
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*(ol|ul)[^>]*>|<\s*\/\s*(ol|ul)\s*>|<\s*li[^>]*>/gi, (tag) => {
      const t = tag.toLowerCase();
      if (/^<\s*ol/.test(t)) {
        counter.push(1);
        return '\n';
      }
      if (/^<\s*ul/.test(t)) {
        counter.push(0);
        return '\n';
      }
      if (/^<\s*\//.test(t)) {
        counter = counter.slice(0, -1);
        return '\n';
      }
      const depth = counter.length;
      const n = counter[depth - 1] ?? 0;
      if (n > 0) {
        counter[depth - 1] = n + 1;
        return `\n${n}. `;
      }
      return '\n- ';
    })
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|h[1-6]|li|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withBreaks)
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

/** Lower-case, dash-separated key ("Bench: Incline" -> "bench-incline"). */
export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
