import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the reference host: the built pages (index.html, embed.html, assets) and the elements
 * bundle under /elements. The envelope plugin's not-found handler answers index.html for other
 * page paths, so the back-office's deep links and reloads work.
 */
export async function serveHost(app: FastifyInstance, hostRoot: string, elementsRoot?: string) {
  await app.register(fastifyStatic, {
    root: hostRoot,
    prefix: "/",
    index: false,
    wildcard: false,
    decorateReply: true,
  });
  // wildcard: false registers the files present at start; assets are built before start.
  if (elementsRoot && fs.existsSync(elementsRoot)) {
    await app.register(fastifyStatic, { root: elementsRoot, prefix: "/elements/", decorateReply: false });
  }
}
