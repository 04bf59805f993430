import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { AppOptions } from "../options.js";
import { files } from "../db/schema/index.js";
import { uploadUrl } from "../db/seed/images.js";
import { badRequest, HttpError, ok } from "../lib/http.js";
import { CONTENT_TYPES, sniffImage } from "../lib/imageType.js";
import { uploadSchemas } from "../schemas/catalog.js";

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 20;
/** Only names this server generated can be served (no client name ever becomes a path). */
const STORED_NAME = /^(?:seed-\d{2}\.png|[a-f0-9]{32}\.(?:png|jpg|webp|gif))$/;

/**
 * Image uploads: PNG, JPEG, WebP and GIF recognised by their content, at most 5 MB each,
 * stored under the uploads folder with generated names, served back with the right type.
 */
const uploads: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 5, parts: MAX_FILES + 5 },
  });

  async function store(request: FastifyRequest, field: string) {
    const saved: { id: number; img_url: string }[] = [];
    try {
      for await (const part of request.files()) {
        if (part.fieldname !== field) {
          part.file.resume();
          throw badRequest(`Send the image in the multipart field "${field}"`);
        }
        const buffer = await part.toBuffer(); // throws when over the size limit
        const kind = sniffImage(buffer.subarray(0, 16));
        if (!kind) throw badRequest("Only PNG, JPEG, WebP or GIF images are accepted");
        const storedName = `${crypto.randomBytes(16).toString("hex")}.${kind.extension}`;
        fs.writeFileSync(path.join(options.uploadsDir, storedName), buffer);
        const [row] = await app.database.db
          .insert(files)
          .values({
            img_url: uploadUrl(storedName),
            stored_name: storedName,
            content_type: kind.contentType,
            size: buffer.length,
          })
          .returning({ id: files.id, img_url: files.img_url });
        saved.push(row);
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "The image is larger than 5 MB");
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
        throw new HttpError(413, `At most ${MAX_FILES} images at once`);
      if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw badRequest("Send the image as multipart/form-data");
      throw error;
    }
    if (saved.length === 0) throw badRequest(`No image in the multipart field "${field}"`);
    return saved;
  }

  app.post("/upload/file", { schema: uploadSchemas.one, preHandler: app.backOffice }, async (request) => {
    const [saved] = await store(request, "file");
    return ok(saved, "Image uploaded");
  });

  app.post("/upload/files", { schema: uploadSchemas.many, preHandler: app.backOffice }, async (request) =>
    ok(await store(request, "files"), "Images uploaded"),
  );

  app.get("/upload/files/:name", { schema: uploadSchemas.file }, async (request, reply) => {
    const { name } = request.params;
    const file = path.join(options.uploadsDir, name);
    if (!STORED_NAME.test(name) || !fs.existsSync(file)) throw new HttpError(404, "Image not found");
    return reply
      .type(CONTENT_TYPES[path.extname(name).slice(1)])
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(fs.createReadStream(file));
  });
};
export default uploads;
