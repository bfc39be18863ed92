// Draws Balcão's icon (a white speech bubble on a teal rounded square) and writes every file the
// app and electron-builder use: the PNGs (window, Linux), icon.ico (Windows), icon.icns (macOS)
// and the tray icons (normal, with a red dot when something waits, grey when the session
// expired). Node built-ins only, so anyone can regenerate them:
//   npx tsx resources/makeIcons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const TEAL = [15, 118, 110] as const;
const WHITE = [255, 255, 255] as const;

/** Signed distance (in units of the icon's side, 0..1) to a rounded rectangle; < 0 inside. */
function roundedRect(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number): number {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Signed distance to a triangle (the bubble's tail); < 0 inside. */
function triangle(x: number, y: number, p: number[][]): number {
  let d = Infinity;
  let inside = false;
  for (let i = 0, j = 2; i < 3; j = i++) {
    const [ax, ay] = p[j];
    const [bx, by] = p[i];
    const ex = bx - ax;
    const ey = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
    d = Math.min(d, Math.hypot(x - ax - ex * t, y - ay - ey * t));
    if (ay > y !== by > y && x < (ex * (y - ay)) / ey + ax) inside = !inside;
  }
  return inside ? -d : d;
}

type Variant = 'app' | 'attention' | 'expired';
const RED = [224, 49, 49] as const;
const GREY = [134, 142, 150] as const;

/** Colour and opacity of one point: background, bubble, three dots; a variant's mark on top. */
function shade(x: number, y: number, px: number, variant: Variant = 'app'): [number, number, number, number] {
  const [r, g, b, a] = shadeApp(x, y, px, variant === 'expired' ? GREY : TEAL);
  if (variant !== 'attention') return [r, g, b, a];
  // A red dot at the top right, with a ring of transparency so it reads on any panel colour.
  const d = Math.hypot(x - 0.8, y - 0.2);
  const dot = Math.max(0, Math.min(1, 0.5 - (d - 0.2) / px));
  const ring = Math.max(0, Math.min(1, 0.5 - (d - 0.26) / px));
  const keep = 1 - ring + dot;
  return [
    Math.round(r * (1 - dot) + RED[0] * dot),
    Math.round(g * (1 - dot) + RED[1] * dot),
    Math.round(b * (1 - dot) + RED[2] * dot),
    Math.round(Math.max(a * Math.min(1, keep), 255 * dot)),
  ];
}

function shadeApp(x: number, y: number, px: number, base: readonly number[]): [number, number, number, number] {
  const cover = (d: number): number => Math.max(0, Math.min(1, 0.5 - d / px));
  const background = cover(roundedRect(x, y, 0.5, 0.5, 0.46, 0.46, 0.1));
  const bubble = Math.max(
    cover(roundedRect(x, y, 0.5, 0.45, 0.3, 0.22, 0.08)),
    cover(
      triangle(x, y, [
        [0.3, 0.6],
        [0.46, 0.6],
        [0.28, 0.8],
      ]),
    ),
  );
  const dots = Math.max(...[0.37, 0.5, 0.63].map((cx) => cover(Math.hypot(x - cx, y - 0.45) - 0.045)));
  const white = bubble * (1 - dots);
  const mix = (i: number): number => Math.round(base[i] * (1 - white) + WHITE[i] * white);
  return [mix(0), mix(1), mix(2), Math.round(255 * background)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA PNG of the icon at one size, supersampled 4×4 for smooth edges. */
export function png(size: number, variant: Variant = 'app'): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  const samples = 4;
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const [r, g, b, a] = shade((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size, 1 / size, variant);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const offset = y * (size * 4 + 1) + 1 + x * 4;
      const alpha = sum[3] / (samples * samples);
      for (let i = 0; i < 3; i++) rows[offset + i] = sum[3] > 0 ? Math.round(sum[i] / sum[3]) : 0;
      rows[offset + 3] = Math.round(alpha);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows .ico holding PNG images (Vista and later read PNG entries; 256 is written as 0). */
export function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/** A macOS .icns of PNG entries: each is a 4-letter type, a big-endian length, the PNG. */
export function icns(entries: { type: string; data: Buffer }[]): Buffer {
  const chunks = entries.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const here = import.meta.dirname;
  const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
  const pngs = new Map(sizes.map((size) => [size, png(size)]));
  const at = (size: number): Buffer => pngs.get(size)!;
  writeFileSync(join(here, 'icon.png'), at(512));
  mkdirSync(join(here, 'icons'), { recursive: true });
  for (const size of sizes.filter((size) => size <= 512)) writeFileSync(join(here, 'icons', `${size}x${size}.png`), at(size));
  writeFileSync(join(here, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, data: at(size) }))));
  // ic07–ic10: 128, 256, 512, 512@2x; ic11–ic14: 16@2x, 32@2x, 128@2x, 256@2x.
  const types: [string, number][] = [['ic07', 128], ['ic08', 256], ['ic09', 512], ['ic10', 1024], ['ic11', 32], ['ic12', 64], ['ic13', 256], ['ic14', 512]];
  writeFileSync(join(here, 'icon.icns'), icns(types.map(([type, size]) => ({ type, data: at(size) }))));
  mkdirSync(join(here, 'tray'), { recursive: true });
  for (const [name, variant] of [['tray', 'app'], ['tray-attention', 'attention'], ['tray-expired', 'expired']] as const) {
    writeFileSync(join(here, 'tray', `${name}.png`), png(16, variant));
    writeFileSync(join(here, 'tray', `${name}@2x.png`), png(32, variant));
  }
  console.log(`icons written to ${here}`);
}
