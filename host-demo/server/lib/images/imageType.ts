/** Image types recognised by their first bytes, never by name or declared type. */
export type ImageKind = { extension: "png" | "jpg" | "webp" | "gif"; contentType: string };

export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: "png", contentType: "image/png" };
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { extension: "jpg", contentType: "image/jpeg" };
  }
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") {
    return { extension: "webp", contentType: "image/webp" };
  }
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString("latin1", 0, 6))) {
    return { extension: "gif", contentType: "image/gif" };
  }
  return null;
}

export const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** The most pixels an uploaded image may have: 40 megapixels (a 8,000 × 5,000 photo). Decoding a
 * larger one (a few KB of PNG can claim 20,000 × 20,000) would cost every viewer's browser
 * gigabytes of memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngSize(image: Buffer): ImageSize | null {
  if (image.length < 24 || image.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
}

/** GIF: the logical screen, right after the signature. */
function gifSize(image: Buffer): ImageSize | null {
  if (image.length < 10) return null;
  return { width: image.readUInt16LE(6), height: image.readUInt16LE(8) };
}

/** The frame markers SOF0–SOF15 that carry the size (not DHT C4, JPG C8 or DAC CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments from SOI to the first start-of-frame (sample precision, height, width). */
function jpegSize(image: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= image.length) {
    if (image[offset] !== 0xff) return null;
    const marker = image[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–7; SOI again is malformed, and so are EOI and SOS
    // before any frame (no size to read).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    const length = image.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > image.length) return null;
      return { height: image.readUInt16BE(offset + 5), width: image.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** WebP: the first chunk after "WEBP" is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(image: Buffer): ImageSize | null {
  if (image.length < 30) return null;
  const chunk = image.toString("latin1", 12, 16);
  if (chunk === "VP8X") {
    return { width: 1 + image.readUIntLE(24, 3), height: 1 + image.readUIntLE(27, 3) };
  }
  if (chunk === "VP8L") {
    if (image[20] !== 0x2f) return null;
    const bits = image.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    // Frame tag (3 bytes), then the key frame's start code and the 14-bit width and height.
    if (image[23] !== 0x9d || image[24] !== 0x01 || image[25] !== 0x2a) return null;
    return { width: image.readUInt16LE(26) & 0x3fff, height: image.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

const SIZE_READERS: Record<ImageKind["extension"], (image: Buffer) => ImageSize | null> = {
  png: pngSize,
  gif: gifSize,
  jpg: jpegSize,
  webp: webpSize,
};

/**
 * The width and height an image declares in its header, read without decoding it; null when
 * the header is cut short or malformed, or declares no pixels.
 */
export function imageSize(image: Buffer, kind: ImageKind): ImageSize | null {
  const size = SIZE_READERS[kind.extension](image);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
