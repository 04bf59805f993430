import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Build outputs whose name carries a content hash (`main-4KX2ZQ7A.js`, `area-orders-CH1yq5Zr.js`). */
const HASHED = /-[A-Za-z0-9_-]{8}\.(?:js|css)(?:\.map)?(?:\.(?:br|gz))?$/;
/** Where the host pages carry the per-response CSP nonce (see securityHeaders.ts). */
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/** The page "/" is without a session: the sign-in screen as HTML. */
const SIGNED_OUT_PAGE = "signed-out.html";
/** The back-office's session cookie (src/core/auth/persistence.ts; the reference host sets no storage key). */
const SESSION_COOKIE = /(?:^|;\s*)token=[^;]/;

/** Hashed assets never change under their name; anything else is revalidated (ETag) each time. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header("cache-control", HASHED.test(filePath) ? "public, max-age=31536000, immutable" : "no-cache");
}

/**
 * Serves the reference host: the built pages (index.html, embed.html), their assets and the
 * elements bundle under /elements, for GET and HEAD alike.
 * - Scripts and styles were compressed once at build (scripts/build-host.mjs writes `.br` and
 *   `.gz` beside each file); the file matching the request's Accept-Encoding is sent, with
 *   `Vary: Accept-Encoding`.
 * - Hashed assets are cached for a year (immutable); pages and unhashed files (the elements'
 *   public entry `/elements/index.js`) with `no-cache`.
 * - The pages are read once at start and get this response's CSP nonce written in.
 * - "/" answers signed-out.html, the sign-in screen prerendered, unless the request carries a
 *   session cookie.
 * - Any other page path outside /api answers index.html, so the back-office's deep links and
 *   reloads work; paths with an extension and /api paths stay 404.
 */
export async function serveHost(app: FastifyInstance, hostRoot: string, elementsRoot?: string) {
  const assetOptions = {
    index: false as const,
    // The pages are served below with their nonce; the .br/.gz files only through negotiation.
    globIgnore: ["**/*.html", "**/*.br", "**/*.gz"],
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  };
  // wildcard: false registers the files present at start; assets are built before start.
  await app.register(fastifyStatic, { root: hostRoot, prefix: "/", wildcard: false, ...assetOptions });
  if (elementsRoot && fs.existsSync(elementsRoot)) {
    await app.register(fastifyStatic, {
      root: elementsRoot,
      prefix: "/elements/",
      wildcard: false,
      decorateReply: false,
      ...assetOptions,
    });
  }

  const pages = new Map<string, string>();
  for (const name of fs.readdirSync(hostRoot)) {
    if (name.endsWith(".html")) pages.set(name, fs.readFileSync(path.join(hostRoot, name), "utf8"));
  }
  const sendPage = (name: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const html = pages.get(name);
    if (html === undefined) return reply.callNotFound();
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(html.replace(NONCE_PLACEHOLDER, request.cspNonce));
  };
  for (const name of pages.keys()) if (name !== SIGNED_OUT_PAGE) app.get(`/${name}`, sendPage(name));
  // Without a session cookie "/" is the sign-in screen, prerendered (scripts/build-host.mjs).
  const sendSignedOut = sendPage(pages.has(SIGNED_OUT_PAGE) ? SIGNED_OUT_PAGE : "index.html");
  const sendIndex = sendPage("index.html");
  app.get("/", (request, reply) => {
    reply.header("vary", "Cookie");
    return SESSION_COOKIE.test(request.headers.cookie ?? "")
      ? sendIndex(request, reply)
      : sendSignedOut(request, reply);
  });
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname.startsWith("/api/") || path.extname(pathname)) return reply.callNotFound();
    return sendPage("index.html")(request, reply);
  });
}
