import { describe, expect, it } from '@jest/globals';
import { StockPageCache } from './stock-page-cache.js';

describe('StockPageCache', () => {
  it('computes a page once per generation and shares it, also between calls arriving together', async () => {
    const cache = new StockPageCache<string>();
    let computed = 0;
    const compute = async () => `page ${++computed}`;
    const pages = await Promise.all([cache.get('k', '1', compute), cache.get('k', '1', compute), cache.get('k', '1', compute)]);
    expect(pages).toEqual(['page 1', 'page 1', 'page 1']);
    expect(await cache.get('k', '2', compute)).toBe('page 2');
  });

  it('tells the last settled page and its generation', async () => {
    const cache = new StockPageCache<string>();
    expect(cache.latest('k')).toBeUndefined();
    await cache.get('k', '7', async () => 'seven');
    expect(cache.latest('k')).toEqual({ generation: '7', page: 'seven' });
  });

  it('forgets a failed computation so the next call tries again', async () => {
    const cache = new StockPageCache<string>();
    await expect(cache.get('k', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', '1', async () => 'again')).toBe('again');
  });
});
