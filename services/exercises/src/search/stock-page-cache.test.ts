import { describe, expect, it } from 'vitest';
import type { ElementPage } from '@openset/contracts';
import { StockPageCache } from './stock-page-cache.js';

const page = (total: number): ElementPage => ({ items: [], total, resources: [], categories: [] });

describe('StockPageCache', () => {
  it('computes a page once and shares it, also between calls arriving together', async () => {
    const cache = new StockPageCache<ElementPage>();
    let computed = 0;
    const compute = async () => (computed++, page(1));
    await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(computed).toBe(1);
  });

  it('forgets a failed computation so the next call tries again', async () => {
    const cache = new StockPageCache<ElementPage>();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('k', async () => page(2))).total).toBe(2);
  });
});
