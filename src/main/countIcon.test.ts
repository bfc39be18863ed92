import { describe, expect, it } from 'vitest';
import { countLabel, drawCountIcon, drawDotIcon } from './countIcon';

/** [b, g, r, a] of one pixel. */
const pixel = (icon: ReturnType<typeof drawCountIcon>, x: number, y: number) =>
  [...icon.bitmap.subarray((y * icon.width + x) * 4, (y * icon.width + x) * 4 + 4)];

const WHITE = [255, 255, 255, 255];
const RED = [0x31, 0x31, 0xe0, 255];

describe('countLabel', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [4321, '9+'],
  ])('%d → %j', (count, label) => expect(countLabel(count)).toBe(label));
});

describe('drawCountIcon', () => {
  it('is fully transparent for no count', () => {
    const icon = drawCountIcon(0);
    expect(icon.bitmap.length).toBe(32 * 32 * 4);
    expect(icon.bitmap.every((byte) => byte === 0)).toBe(true);
  });

  it('draws a red disc with transparent corners', () => {
    const icon = drawCountIcon(3);
    expect(pixel(icon, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(icon, 31, 31)).toEqual([0, 0, 0, 0]);
    expect(pixel(icon, 16, 3)).toEqual(RED);
  });

  it('writes the digit in white: "1" has its stem in the middle column and no top-left corner', () => {
    const one = drawCountIcon(1);
    const whites = (icon: ReturnType<typeof drawCountIcon>) => {
      const points: string[] = [];
      for (let y = 0; y < 32; y++) for (let x = 0; x < 32; x++) if (pixel(icon, x, y).join() === WHITE.join()) points.push(`${x},${y}`);
      return points;
    };
    expect(whites(one).length).toBeGreaterThan(20);
    expect(pixel(one, 16, 16)).toEqual(WHITE);
    // "8" fills more of the disc than "1", and different counts draw different pictures.
    expect(whites(drawCountIcon(8)).length).toBeGreaterThan(whites(one).length);
    expect(drawCountIcon(2).bitmap.equals(drawCountIcon(3).bitmap)).toBe(false);
  });

  it('draws every count above 9 the same ("9+"), wider than a single digit', () => {
    expect(drawCountIcon(10).bitmap.equals(drawCountIcon(250).bitmap)).toBe(true);
    expect(drawCountIcon(10).bitmap.equals(drawCountIcon(9).bitmap)).toBe(false);
  });
});

describe('drawDotIcon', () => {
  it('is the red disc with nothing written', () => {
    const dot = drawDotIcon();
    expect(pixel(dot, 16, 16)).toEqual(RED);
    expect(pixel(dot, 0, 0)).toEqual([0, 0, 0, 0]);
  });
});
