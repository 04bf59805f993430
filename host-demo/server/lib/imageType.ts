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
