import { describe, expect, it } from '@jest/globals';
import { byteRange } from './byte-range.js';

async function* chunksOf(sizes: number[], read: number[]) {
  let next = 0;
  for (const [index, size] of sizes.entries()) {
    read.push(index);
    yield Uint8Array.from({ length: size }, () => next++ % 256);
  }
}

async function collect(sizes: number[], start: number, end: number) {
  const read: number[] = [];
  const parts: number[] = [];
  for await (const part of byteRange(chunksOf(sizes, read), start, end)) parts.push(...part);
  return { bytes: parts, read };
}

describe('byteRange', () => {
  it('takes the bytes of the range across chunk boundaries, and reads no chunk past its end', async () => {
    expect(await collect([4, 4, 4, 4], 2, 9)).toEqual({ bytes: [2, 3, 4, 5, 6, 7, 8, 9], read: [0, 1, 2] });
  });

  it('takes a range inside one chunk, the first byte, and a range to the end', async () => {
    expect((await collect([10, 10], 3, 5)).bytes).toEqual([3, 4, 5]);
    expect(await collect([10, 10], 0, 0)).toEqual({ bytes: [0], read: [0] });
    expect((await collect([10, 10], 15, 19)).bytes).toEqual([15, 16, 17, 18, 19]);
  });

  it('starts on a chunk boundary and skips the chunks before it', async () => {
    expect((await collect([5, 5, 5], 5, 9)).bytes).toEqual([5, 6, 7, 8, 9]);
  });
});
