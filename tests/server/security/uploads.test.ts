// Uploads leave nothing behind when refused, stay bounded in pixels as well as bytes, and image
// URL fields point only at this server's uploads.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { files } from "../../../host-demo/server/db/schema/index.js";
import { blankPng } from "../../../host-demo/server/lib/images/png.js";
import { createTestApp, png, upload as uploadAs, type TestApp, type UploadFile } from "../helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const upload = (field: "file" | "files", images: UploadFile[]) => uploadAs(t, field, images, admin);
const image = (data: Buffer, name = "photo.png"): UploadFile => ({ name, type: "image/png", data });

/** What a refused request must leave unchanged: the uploads folder and the `files` table. */
async function stored() {
  const rows = await t.database.db.select({ id: files.id }).from(files);
  return { onDisk: fs.readdirSync(t.uploadsDir).sort(), rows: rows.length };
}

// Headers of each type declaring a size; the server reads them and decodes nothing.
const gif = (width: number, height: number) => {
  const header = Buffer.from("GIF89a\0\0\0\0\0\0\0;", "latin1");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return header;
};
const jpeg = (width: number, height: number) => {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof2 = Buffer.from([0xff, 0xc2, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof2.writeUInt16BE(height, 5);
  sof2.writeUInt16BE(width, 7);
  // A comment segment and fill bytes before the frame, as real files have.
  const comment = [0xff, 0xfe, 0, 6, 0x68, 0x69, 0x21, 0x21];
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...app0, ...comment, 0xff]), sof2, Buffer.from([0xff, 0xd9])]);
};
const riff = (chunk: string, data: Buffer) =>
  Buffer.concat([Buffer.from("RIFF"), Buffer.from([64, 0, 0, 0]), Buffer.from(`WEBP${chunk}`), data]);
const webpLossy = (width: number, height: number) => {
  // Chunk size, frame tag, start code, then the 14-bit width and height.
  const data = Buffer.from([0x20, 0, 0, 0, 0x10, 0, 0, 0x9d, 0x01, 0x2a, 0, 0, 0, 0, 0, 0]);
  data.writeUInt16LE(width, 10);
  data.writeUInt16LE(height, 12);
  return riff("VP8 ", data);
};
const webpLossless = (width: number, height: number) => {
  const data = Buffer.alloc(14);
  data[4] = 0x2f;
  data.writeUInt32LE(((height - 1) << 14) | (width - 1), 5);
  return riff("VP8L", data);
};
const webpExtended = (width: number, height: number) => {
  const data = Buffer.alloc(14);
  data.writeUIntLE(width - 1, 8, 3);
  data.writeUIntLE(height - 1, 11, 3);
  return riff("VP8X", data);
};

describe("a refused multi-file upload stores none of its files", () => {
  test("one file that is not an image: 400, no file on disk, no row", async () => {
    const before = await stored();
    const { status, json } = await upload("files", [image(png()), image(Buffer.from("not an image")), image(png())]);
    expect(status).toBe(400);
    expect(json.message).toBe("Only PNG, JPEG, WebP or GIF images are accepted");
    expect(await stored()).toEqual(before);
  });

  test("one file over 5 MB after good ones: 413, nothing stored", async () => {
    const before = await stored();
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const { status, json } = await upload("files", [image(png()), image(png()), image(big)]);
    expect(status).toBe(413);
    expect(json.message).toBe("The image is larger than 5 MB");
    expect(await stored()).toEqual(before);
  });

  test("21 files: 413, and not the first 20 stored", async () => {
    const before = await stored();
    const { status, json } = await upload(
      "files",
      Array.from({ length: 21 }, () => image(png())),
    );
    expect(status).toBe(413);
    expect(json.message).toBe("At most 20 images at once");
    expect(await stored()).toEqual(before);
  });

  test("an accepted batch stores every file, each served back", async () => {
    const before = await stored();
    const { status, json } = await upload("files", [image(png()), image(gif(3, 2)), image(jpeg(4, 4))]);
    expect(status).toBe(200);
    const after = await stored();
    expect(after.rows).toBe(before.rows + 3);
    expect(after.onDisk).toHaveLength(before.onDisk.length + 3);
    for (const { img_url } of json.body as { img_url: string }[]) {
      expect((await t.app.inject({ method: "GET", url: img_url })).statusCode).toBe(200);
    }
  });
});

describe("an image over 40 megapixels", () => {
  test("a 20,000 × 20,000 PNG of a few dozen KB is refused from its header: 413, nothing stored", async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await stored();
    const { status, json } = await upload("file", [image(bomb)]);
    expect(status).toBe(413);
    expect(json.message).toBe("The image is 20,000 × 20,000 pixels; at most 40 megapixels are accepted");
    expect(await stored()).toEqual(before);
  });

  test("each type's header is read: GIF screen, JPEG frame, WebP VP8, VP8L and VP8X", async () => {
    const before = await stored();
    for (const [kind, data] of [
      ["gif", gif(65_535, 65_535)],
      ["jpeg", jpeg(40_000, 1_001)],
      ["webp lossy", webpLossy(16_383, 16_383)],
      ["webp lossless", webpLossless(16_384, 2_442)],
      ["webp extended", webpExtended(40_001, 1_000)],
    ] as const) {
      const { status, json } = await upload("file", [image(data)]);
      expect({ kind, status }).toEqual({ kind, status: 413 });
      expect(json.message).toMatch(/pixels; at most 40 megapixels are accepted$/);
    }
    expect(await stored()).toEqual(before);
  });

  test("40 megapixels exactly is taken, of every type", async () => {
    for (const [kind, data] of [
      ["png", blankPng(8_000, 5_000)],
      ["gif", gif(8_000, 5_000)],
      ["jpeg", jpeg(40_000, 1_000)],
      ["webp lossy", webpLossy(8_000, 5_000)],
      ["webp lossless", webpLossless(16_000, 2_500)],
      ["webp extended", webpExtended(40_000, 1_000)],
    ] as const) {
      const { status } = await upload("file", [image(data)]);
      expect({ kind, status }).toEqual({ kind, status: 200 });
    }
  });

  test("a header too short or malformed to give a size is refused: 400", async () => {
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.alloc(14), 0xff, 0xd9]);
    const before = await stored();
    for (const data of [png().subarray(0, 20), noFrame, riff("VP8 ", Buffer.alloc(16)), gif(0, 10)]) {
      const { status, json } = await upload("file", [image(data)]);
      expect(status).toBe(400);
      expect(json.message).toBe("The image is damaged: its width and height cannot be read");
    }
    expect(await stored()).toEqual(before);
  });
});

describe("an image URL in a body", () => {
  const foreign = [
    "javascript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "https://evil.example/a.png",
    "//evil.example/api/upload/files/seed-01.png",
    "/api/upload/files/../../etc/passwd",
    "/api/upload/files/photo.png",
    "/api/upload/files/seed-01.png?x=1",
    "https://shop.example/api/upload/files/seed-01.png",
  ];

  test("is refused unless it is one of this server's uploads, with a 400 naming the field; nothing is written", async () => {
    const brand = (await t.call("GET", "/api/brand/get", { token: admin })).json.body[0];
    const calls: [string, string, (url: string) => Record<string, unknown>][] = [
      ["/api/brand", "image_url", (url) => ({ brand_name: "Linked", image_url: url })],
      ["/api/category", "image_url", (url) => ({ category_name: "Linked", image_url: url, brand_id: brand.id })],
      [
        "/api/banner",
        "img_url",
        (url) => ({ title: "Linked", target_type: "BRAND", target_id: brand.id, img_url: url }),
      ],
      ["/api/shipping/add", "image", (url) => ({ title: "Linked", description: "d", price: 1, image: url })],
      [
        "/api/user/saleperson/create",
        "image_url",
        (url) => ({
          full_name: "Linked",
          email: "linked@shop.test",
          dob: "1990-01-01",
          contact_number: "0123456789",
          image_url: url,
        }),
      ],
    ];
    for (const [url, field, body] of calls) {
      for (const value of foreign) {
        const { status, json } = await t.call("POST", url, { token: admin, body: body(value) });
        expect({ url, value, status }).toEqual({ url, value, status: 400 });
        expect(json.message).toBe(
          `Invalid body.${field}: must be the img_url of an image uploaded to this server (/api/upload/files/…)`,
        );
      }
    }
    const names = await t.call("GET", "/api/brand/get", { token: admin });
    expect(names.json.body.filter((one: { brand_name: string }) => one.brand_name === "Linked")).toEqual([]);
  });

  test("takes what an upload answers and what the seed stores", async () => {
    const uploaded = await upload("file", [image(png())]);
    for (const image_url of [uploaded.json.body.img_url, "/api/upload/files/seed-02.png"]) {
      const { status, json } = await t.call("POST", "/api/brand", {
        token: admin,
        body: { brand_name: `Uploaded ${image_url.slice(-8)}`, image_url },
      });
      expect(status).toBe(201);
      expect(json.body.image_url).toBe(image_url);
    }
  });
});
