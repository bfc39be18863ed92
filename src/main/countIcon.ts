/**
 * A small red disc with the count in white, drawn in memory for the Windows taskbar overlay
 * (win.setOverlayIcon): Windows has no numeric badge, and shipping one image per number would be
 * silly. 1–9 as the digit, 10 and more as '9+'. Pixels are BGRA, premultiplied, as
 * nativeImage.createFromBitmap takes them.
 */

/** 3×5 glyphs, one string per row. */
const GLYPHS: Record<string, string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '001', '001', '001'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
  '+': ['000', '010', '111', '010', '000'],
};

const RED = [0x31, 0x31, 0xe0] as const; // BGR of #E03131
const WHITE = [0xff, 0xff, 0xff] as const;

export interface CountIcon {
  width: number;
  height: number;
  /** BGRA, premultiplied alpha. */
  bitmap: Buffer;
}

/** The text the overlay shows for a count ('' for none). */
export function countLabel(count: number): string {
  if (!(count > 0)) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** The disc alone: something is waiting, with no number worth showing. */
export function drawDotIcon(size = 32): CountIcon {
  return draw('', size);
}

export function drawCountIcon(count: number, size = 32): CountIcon {
  const label = countLabel(count);
  if (!label) return { width: size, height: size, bitmap: Buffer.alloc(size * size * 4) };
  return draw(label, size);
}

function draw(label: string, size: number): CountIcon {
  const bitmap = Buffer.alloc(size * size * 4);

  // Glyph cells: 3 columns each, one blank column between glyphs, 5 rows; as large as fits.
  const columns = label.length * 4 - 1;
  const scale = Math.max(1, Math.floor(Math.min((size * 0.62) / columns, (size * 0.56) / 5)));
  const textWidth = columns * scale;
  const left = Math.floor((size - textWidth) / 2);
  const top = Math.floor((size - 5 * scale) / 2);
  const isText = (x: number, y: number): boolean => {
    if (!label) return false;
    const col = Math.floor((x - left) / scale);
    const row = Math.floor((y - top) / scale);
    if (x < left || y < top || col >= columns || row >= 5) return false;
    const glyph = GLYPHS[label[Math.floor(col / 4)]];
    return col % 4 < 3 && glyph[row][col % 4] === '1';
  };

  const radius = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Disc coverage from the distance to the edge: one pixel of anti-aliasing.
      const distance = Math.hypot(x + 0.5 - radius, y + 0.5 - radius);
      const alpha = Math.max(0, Math.min(1, radius - distance));
      if (alpha === 0) continue;
      const colour = isText(x, y) ? WHITE : RED;
      const offset = (y * size + x) * 4;
      for (let i = 0; i < 3; i++) bitmap[offset + i] = Math.round(colour[i] * alpha);
      bitmap[offset + 3] = Math.round(255 * alpha);
    }
  }
  return { width: size, height: size, bitmap };
}
