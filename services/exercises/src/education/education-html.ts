import type { EducationBlock } from '@openset/contracts';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * What a custom article's body may hold: the editor's structure and marks, links to the web or
 * an address, nothing else. No attribute but a link's address, no style, no script, no event
 * handler, no image from elsewhere (pictures are attachments, under the visibility rule).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
  // rel and target are set by the transform below, whatever the body said.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens elsewhere and gives the page it opens no hold on ours.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** A custom article's body reduced to the allow-list. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stock article's blocks as HTML (each text escaped). */
export function htmlOfBlocks(blocks: readonly EducationBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `<h2>${escapeHtml(block.text)}</h2>`;
        case 'paragraph':
          return `<p>${escapeHtml(block.text)}</p>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      }
    })
    .join('');
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BREAKS = new Set(['p', 'blockquote', 'div', 'hr']);

/**
 * Sanitised HTML read back into plain blocks (headings, paragraphs, lists), for the PDF's pages
 * and plain-text e-mails: marks and links keep their text, a nested list's items join its parent's.
 */
export function blocksOfHtml(html: string): EducationBlock[] {
  const blocks: EducationBlock[] = [];
  let buffer = '';
  let heading = false;
  let listDepth = 0;
  let items: string[] = [];
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
  const flush = () => {
    const text = squash(buffer);
    buffer = '';
    if (!text) return;
    if (listDepth > 0) items.push(text);
    else blocks.push(heading ? { type: 'heading', text } : { type: 'paragraph', text });
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HEADINGS.has(name) || BREAKS.has(name) || name === 'li') flush();
        if (HEADINGS.has(name)) heading = true;
        if (name === 'ul' || name === 'ol') {
          flush();
          listDepth += 1;
        }
        if (name === 'br') buffer += ' ';
      },
      ontext(text) {
        buffer += text;
      },
      onclosetag(name) {
        if (HEADINGS.has(name)) {
          flush();
          heading = false;
        } else if (BREAKS.has(name) || name === 'li') {
          flush();
        } else if (name === 'ul' || name === 'ol') {
          flush();
          listDepth -= 1;
          if (listDepth === 0 && items.length > 0) {
            blocks.push({ type: 'list', items });
            items = [];
          }
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/** Blocks as plain text, for search. */
export function plainTextOf(blocks: readonly EducationBlock[]): string {
  return blocks.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n');
}
