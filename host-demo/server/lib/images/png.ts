import zlib from "node:zlib";

/**
 * Real PNG images made by code, so no binary file sits in the repo: the seed's product pictures,
 * and the uploads of the tests and benchmarks (the server checks an upload by its content).
 */
export type Rgb = [number, number, number];

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

/** An 8-bit RGB PNG whose pixel at (x, y) is `pixelAt(x, y)`. */
export function encodePng(width: number, height: number, pixelAt: (x: number, y: number) => Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row.set(pixelAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour. */
export function solidPng(width: number, height: number, rgb: Rgb): Buffer {
  return encodePng(width, height, () => rgb);
}

/**
 * A black 1-bit greyscale PNG: the smallest real PNG of a size. 20,000 × 20,000 of them take a
 * few dozen KB (the uploads refuse it by its header; a browser would need 1.6 GB to show it).
 */
export function blankPng(width: number, height: number): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte 0, then the bits
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
