import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** This response's CSP nonce (fresh per request); the host pages carry it on their <style> and meta. */
    cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  /**
   * Who may frame the host pages (CSP frame-ancestors): `'none'`, `'self'` and/or origins such
   * as `https://portal.example.com`. Default `'none'`.
   */
  frameAncestors?: string;
}

/** Checks FRAME_ANCESTORS: keywords `'none'`/`'self'` or origins (scheme://host[:port], `*.` allowed). */
export function parseFrameAncestors(value: string): string {
  const sources = value.trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) return "'none'";
  for (const source of sources) {
    const keyword = source === "'none'" || source === "'self'";
    const origin = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(source);
    if (!keyword && !origin)
      throw new Error(
        `FRAME_ANCESTORS: "${source}" is not 'none', 'self' or an origin like https://portal.example.com`,
      );
  }
  if (sources.includes("'none'") && sources.length > 1) throw new Error("FRAME_ANCESTORS: 'none' stands alone");
  return sources.join(" ");
}

/**
 * The host keeps the operator's token in localStorage and a script-readable cookie (the stored
 * session's contract; docs/decisions.md, "A token scripts can read needs a strict page policy"),
 * so an injected script could read it. Every response therefore carries:
 * - the host pages (text/html): a strict Content-Security-Policy. Scripts only from this origin,
 *   no inline script, no eval. Styles: the host's own React pages (light DOM) get their CSS from
 *   styled-components, emotion (react-select) and the date picker as <style> elements built at
 *   run time. A nonce is the only source they support (a hash cannot cover CSS made at run time),
 *   so style-src allows 'self' plus this response's nonce, and the page hands the nonce to them in
 *   `<meta property="csp-nonce" nonce="...">`: styled-components 6 reads that meta itself, emotion's
 *   cache and the date picker's <style> get it from `cspNonce()` (src/ui/styleContainer.ts).
 *   Custom elements need none of this: their shadow roots adopt constructed stylesheets
 *   (src/ui/adoptedStyles.ts), which style-src does not govern.
 *   Style attributes are not allowed either: React, react-select and floating-ui set element
 *   styles through the CSSOM (element.style), which CSP does not restrict.
 * - everything else (API answers, scripts, uploaded images): `default-src 'none'; sandbox`, so
 *   a response opened as a document can run nothing, even if a browser took it for HTML.
 * - all: `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const frameAncestors = parseFrameAncestors(options.frameAncestors ?? "'none'");
    app.decorateRequest("cspNonce", "");
    app.addHook("onRequest", async (request) => {
      request.cspNonce = crypto.randomBytes(16).toString("base64");
    });
    app.addHook("onSend", async (request, reply, payload) => {
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "no-referrer");
      const type = String(reply.getHeader("content-type") ?? "");
      const page = type.startsWith("text/html");
      reply.header(
        "content-security-policy",
        page
          ? [
              "default-src 'self'",
              "script-src 'self'",
              `style-src 'self' 'nonce-${request.cspNonce}'`,
              // blob: previews the images chosen for upload before they are sent.
              "img-src 'self' blob:",
              "font-src 'self'",
              "connect-src 'self'",
              "object-src 'none'",
              "base-uri 'none'",
              "form-action 'self'",
              `frame-ancestors ${frameAncestors}`,
            ].join("; ")
          : "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      return payload;
    });
  },
  { name: "security-headers" },
);
