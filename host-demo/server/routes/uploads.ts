import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { AppOptions } from "../options.js";
import { badRequest, HttpError, ok } from "../lib/http/http.js";
import { attemptRules, tooManyUploads } from "../plugins/rateLimit.js";
import { CONTENT_TYPES, imageSize, MAX_IMAGE_PIXELS, sniffImage, type ImageKind } from "../lib/images/imageType.js";
import { forgetUploads, recordUploads } from "../repositories/uploads.js";
import { uploadSchemas } from "../schemas/catalog.js";
import { STORED_IMAGE_NAME } from "../schemas/common.js";

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_FILES = 20;
/** Only names this server generated can be served (no client name ever becomes a path). */
const STORED_NAME = new RegExp(`^${STORED_IMAGE_NAME}$`);
/** An upload being received: written under this name until the whole request is accepted. */
const PENDING = /^\.pending-[a-f0-9]{32}$/;
/**
 * A pending file this old belongs to a request no process is still receiving (a request's body
 * must arrive within REQUEST_TIMEOUT_S, 30 s by default). Younger ones may be another process's on
 * a shared uploads folder, half received: they are left alone.
 */
const STALE_PENDING_MS = 15 * 60_000;
/** Errors of a store that has no room left: the disk, or the account's share of it. */
const STORE_FULL = new Set(["ENOSPC", "EDQUOT"]);
/** Default quota of one operator's uploads (UPLOAD_QUOTA_MB_PER_HOUR). */
export const DEFAULT_UPLOAD_QUOTA_KB_PER_HOUR = 500 * 1024;

interface Received {
  pendingPath: string;
  storedName: string;
  kind: ImageKind;
  size: number;
}

const formatPixels = (count: number) => new Intl.NumberFormat("en-IE").format(count);

/** Pending files of a process that stopped mid-request are never used; younger ones may be another's. */
function removeStalePending(uploadsDir: string) {
  const staleBefore = Date.now() - STALE_PENDING_MS;
  for (const name of fs.readdirSync(uploadsDir)) {
    if (!PENDING.test(name)) continue;
    const file = path.join(uploadsDir, name);
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified < staleBefore) fs.rmSync(file, { force: true });
  }
}

/** Reads one part: refused unless it is an image of an accepted type and size. */
function checkImage(buffer: Buffer): ImageKind {
  const kind = sniffImage(buffer.subarray(0, 16));
  if (!kind) throw badRequest("Only PNG, JPEG, WebP or GIF images are accepted");
  const size = imageSize(buffer, kind);
  if (!size) throw badRequest("The image is damaged: its width and height cannot be read");
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      `The image is ${formatPixels(size.width)} × ${formatPixels(size.height)} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
  return kind;
}

/** Every file of the request, checked and written under a pending name (one in memory at a time). */
async function receive(uploadsDir: string, request: FastifyRequest, field: string, received: Received[]) {
  for await (const part of request.files()) {
    if (part.fieldname !== field) {
      part.file.resume();
      throw badRequest(`Send the image in the multipart field "${field}"`);
    }
    const buffer = await part.toBuffer(); // throws when over the size limit
    const kind = checkImage(buffer);
    const id = crypto.randomBytes(16).toString("hex");
    const pendingPath = path.join(uploadsDir, `.pending-${id}`);
    // Listed before it is written: a write the disk cuts short leaves a partial file to remove.
    received.push({ pendingPath, storedName: `${id}.${kind.extension}`, kind, size: buffer.length });
    fs.writeFileSync(pendingPath, buffer, { flag: "wx" });
  }
}

/**
 * Image uploads: PNG, JPEG, WebP and GIF recognised by their content, at most 5 MB and 40
 * megapixels each (read from the header, never decoded), stored under the uploads folder with
 * generated names, served back with the right type. A request is stored whole or not at all:
 * its files wait under pending names (which are never served) until every one is accepted.
 */
const uploads: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  removeStalePending(options.uploadsDir);
  const quotaKilobytes = options.uploadQuotaKbPerHour ?? DEFAULT_UPLOAD_QUOTA_KB_PER_HOUR;
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 5, parts: MAX_FILES + 5 },
  });

  async function store(request: FastifyRequest, field: string) {
    const received: Received[] = [];
    const stored: string[] = [];
    try {
      await receive(options.uploadsDir, request, field, received);
      if (received.length === 0) throw badRequest(`No image in the multipart field "${field}"`);
      // The operator's hourly share, counted in the database (every process on it shares it).
      const kilobytes = Math.ceil(received.reduce((sum, file) => sum + file.size, 0) / 1024);
      await app.attempts.take(
        attemptRules.uploads(request.auth!.userId, quotaKilobytes),
        tooManyUploads(quotaKilobytes),
        kilobytes,
      );
      // Rows first, in one transaction; then the files take their served names.
      const saved = await recordUploads(
        app.database.db,
        received.map((file) => ({ storedName: file.storedName, contentType: file.kind.contentType, size: file.size })),
      );
      try {
        for (const file of received) {
          const storedPath = path.join(options.uploadsDir, file.storedName);
          fs.renameSync(file.pendingPath, storedPath);
          stored.push(storedPath);
        }
      } catch (error) {
        // A row must not point at a file that is not there.
        await forgetUploads(
          app.database.db,
          saved.map((row) => row.id),
        ).catch((cleanupError: unknown) => request.log.error({ err: cleanupError }, "removing refused upload rows"));
        throw error;
      }
      app.metrics.uploadedBytes.inc(received.reduce((sum, file) => sum + file.size, 0));
      return saved;
    } catch (error) {
      for (const file of [...received.map((one) => one.pendingPath), ...stored]) fs.rmSync(file, { force: true });
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "The image is larger than 5 MB");
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
        throw new HttpError(413, `At most ${MAX_FILES} images at once`);
      if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw badRequest("Send the image as multipart/form-data");
      if (STORE_FULL.has(code ?? ""))
        throw new HttpError(
          507,
          "The image store is full: nothing was stored. Ask the shop's administrator to free space.",
        );
      throw error;
    }
  }

  app.post(
    "/upload/file",
    { schema: uploadSchemas.one, preHandler: app.backOffice, config: { journal: false } },
    async (request) => {
      const [saved] = await store(request, "file");
      return ok(saved, "Image uploaded");
    },
  );

  app.post(
    "/upload/files",
    { schema: uploadSchemas.many, preHandler: app.backOffice, config: { journal: false } },
    async (request) => ok(await store(request, "files"), "Images uploaded"),
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
