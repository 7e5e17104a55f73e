import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { printable } from './pdf-pictures.js';

describe('printable', () => {
  it("prints a photograph (a JPEG, as the library's free-exercise-db pictures are) at 300 ppi, mirrored on request", async () => {
    // 850 x 567, the size of the library's photographs: left half dark, right half light.
    const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="850" height="567"><rect width="850" height="567" fill="#fff"/><rect width="425" height="567" fill="#202020"/></svg>`;
    const photo = await sharp(Buffer.from(halves)).jpeg({ quality: 85 }).toBuffer();
    const picture = (await printable(photo, 144, false))!;
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 600, height: 400 });
    expect((await sharp(picture.data).metadata()).format).toBe('jpeg');
    // The mean of a 10 px square near the top left corner, from the decoded pixels.
    const leftOf = async (data: Buffer) => {
      const pixels = await sharp(data)
        .extract({ left: 10, top: 10, width: 10, height: 10 })
        .greyscale()
        .raw()
        .toBuffer();
      return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
    };
    expect(await leftOf(picture.data)).toBeLessThan(80);
    expect(await leftOf((await printable(photo, 144, true))!.data)).toBeGreaterThan(200);
  });
});
