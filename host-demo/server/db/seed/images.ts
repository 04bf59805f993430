import fs from "node:fs";
import path from "node:path";
import { encodePng, type Rgb } from "../../lib/images/png";

/**
 * The seed's product pictures: a soft two-colour gradient with a simple product silhouette.
 * Deterministic, so the seeded `files` rows always match.
 */
export function makePng(size: number, from: Rgb, to: Rgb, accent: Rgb): Buffer {
  const centre = size / 2;
  return encodePng(size, size, (x, y) => {
    // A rounded "device" shape in the middle so the pictures read as products.
    const dx = Math.abs(x - centre) / (size * 0.16);
    const dy = Math.abs(y - centre) / (size * 0.34);
    if (dx ** 4 + dy ** 4 <= 1) return accent;
    const t = (x + y) / (2 * size);
    return [0, 1, 2].map((i) => Math.round(from[i] + (to[i] - from[i]) * t)) as Rgb;
  });
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
