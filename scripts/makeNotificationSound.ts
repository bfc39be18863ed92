// Writes src/renderer/assets/notification.wav: a short two-note chime (about 0.35 s), made here
// with Node built-ins only so the sound is ours to ship. Run: npx tsx scripts/makeNotificationSound.ts
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const RATE = 22_050;
const NOTES = [
  { hz: 880, start: 0, length: 0.18 }, // A5
  { hz: 1318.5, start: 0.09, length: 0.26 }, // E6, overlapping: a soft 'ding-dong'
];
const seconds = Math.max(...NOTES.map((n) => n.start + n.length));
const samples = new Float64Array(Math.ceil(seconds * RATE));

for (const note of NOTES) {
  const from = Math.floor(note.start * RATE);
  const count = Math.floor(note.length * RATE);
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.005); // 5 ms fade-in: no click
    const decay = Math.exp(-t * 14);
    const tone = Math.sin(2 * Math.PI * note.hz * t) + 0.25 * Math.sin(4 * Math.PI * note.hz * t);
    samples[from + i] += 0.38 * attack * decay * tone;
  }
}

// 16-bit PCM, mono, little-endian, in a RIFF/WAVE container.
const data = Buffer.alloc(samples.length * 2);
samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // fmt chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

const out = resolve(import.meta.dirname, '../src/renderer/assets/notification.wav');
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${44 + data.length} bytes, ${seconds.toFixed(2)} s)`);
