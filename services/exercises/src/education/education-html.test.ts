import { describe, expect, it } from '@jest/globals';
import { blocksOfHtml, htmlOfBlocks, sanitizeArticleHtml } from './education-html.js';

describe('custom article bodies', () => {
  it('keep the editor’s structure and marks and lose scripts, handlers, styles and foreign pictures', () => {
    const dirty = '<h2 onclick="x()">Rest</h2><p style="color:red">Take <strong>short</strong> breaks<script>alert(1)</script></p>'
      + '<img src="https://evil.example/a.png" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.org/a" target="_self">ok</a>';
    expect(sanitizeArticleHtml(dirty)).toBe(
      '<h2>Rest</h2><p>Take <strong>short</strong> breaks</p><a rel="noopener noreferrer nofollow" target="_blank">bad</a>'
        + '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('read back as plain blocks for print', () => {
    expect(blocksOfHtml('<h2>Why</h2><p>Pain is <em>real</em> &amp; changes.</p><ol><li>Walk</li><li>Rest<br>a little</li></ol><p></p>')).toEqual([
      { type: 'heading', text: 'Why' },
      { type: 'paragraph', text: 'Pain is real & changes.' },
      { type: 'list', items: ['Walk', 'Rest a little'] },
    ]);
  });

  it('stock blocks are written as escaped HTML', () => {
    expect(htmlOfBlocks([{ type: 'paragraph', text: 'a < b' }, { type: 'list', items: ['x'] }])).toBe('<p>a &lt; b</p><ul><li>x</li></ul>');
  });
});
