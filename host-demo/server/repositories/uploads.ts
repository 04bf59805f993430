import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { files } from "../db/schema/index.js";
import { uploadUrl } from "../db/seed/images.js";

/** An accepted image, by the name it is served under. */
export interface UploadedFile {
  storedName: string;
  contentType: string;
  size: number;
}

/** Records a request's images, all or none (one transaction); answers each one's id and URL, in order. */
export function recordUploads(db: Db, uploaded: UploadedFile[]) {
  return db.transaction((tx) =>
    tx
      .insert(files)
      .values(
        uploaded.map((file) => ({
          img_url: uploadUrl(file.storedName),
          stored_name: file.storedName,
          content_type: file.contentType,
          size: file.size,
        })),
      )
      .returning({ id: files.id, img_url: files.img_url }),
  );
}

/** Forgets recorded images (their files could not be put in place). */
export async function forgetUploads(db: Db, ids: number[]) {
  await db.delete(files).where(inArray(files.id, ids));
}
