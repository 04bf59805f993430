import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Real PNG images made by code (no binary files in the repo): a soft two-colour gradient with a
 * simple product silhouette, 240x240. Deterministic, so the seeded `files` rows always match.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

export function makePng(size: number, from: Rgb, to: Rgb, accent: Rgb): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      let pixel: Rgb = [0, 1, 2].map((i) => Math.round(from[i] + (to[i] - from[i]) * t)) as Rgb;
      // A rounded "device" shape in the middle so the pictures read as products.
      const dx = Math.abs(x - centre) / (size * 0.16);
      const dy = Math.abs(y - centre) / (size * 0.34);
      if (dx ** 4 + dy ** 4 <= 1) pixel = accent;
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PALETTE: [Rgb, Rgb, Rgb][] = [
  [
    [236, 239, 244],
    [190, 205, 230],
    [40, 60, 110],
  ],
  [
    [250, 235, 225],
    [240, 190, 170],
    [150, 50, 40],
  ],
  [
    [228, 245, 235],
    [170, 220, 190],
    [30, 110, 70],
  ],
  [
    [245, 240, 220],
    [230, 210, 150],
    [120, 90, 20],
  ],
  [
    [240, 230, 245],
    [200, 180, 225],
    [90, 50, 130],
  ],
  [
    [230, 240, 245],
    [170, 210, 225],
    [20, 90, 120],
  ],
  [
    [245, 245, 245],
    [200, 200, 200],
    [30, 30, 30],
  ],
  [
    [250, 230, 240],
    [235, 170, 200],
    [140, 30, 80],
  ],
  [
    [235, 245, 225],
    [200, 225, 160],
    [80, 110, 20],
  ],
  [
    [225, 235, 250],
    [160, 185, 240],
    [30, 50, 160],
  ],
  [
    [250, 240, 230],
    [245, 200, 150],
    [170, 90, 10],
  ],
  [
    [238, 238, 230],
    [210, 205, 185],
    [90, 80, 60],
  ],
];

export const SEED_IMAGE_COUNT = PALETTE.length;
export const seedImageName = (index: number) => `seed-${String(index + 1).padStart(2, "0")}.png`;
export const uploadUrl = (storedName: string) => `/api/upload/files/${storedName}`;

/** Writes the seed images into the uploads folder if missing; returns their names and sizes. */
export function ensureSeedImages(uploadsDir: string): { name: string; size: number }[] {
  fs.mkdirSync(uploadsDir, { recursive: true });
  return PALETTE.map(([from, to, accent], index) => {
    const name = seedImageName(index);
    const file = path.join(uploadsDir, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, makePng(240, from, to, accent));
    return { name, size: fs.statSync(file).size };
  });
}
