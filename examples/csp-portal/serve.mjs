// A tiny static server for dist/ that sends the strict Content-Security-Policy a portal without
// server-side rendering can send: no nonce, no 'unsafe-inline', the API's origin in connect-src.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "dist");
const port = Number(process.env.PORT ?? 4711);
const apiOrigin = new URL(process.env.API_BASE ?? "http://127.0.0.1:4710/api").origin;
const csp =
  `default-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self' ${apiOrigin}; ` +
  `img-src 'self' ${apiOrigin} data: blob:`;
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://portal").pathname);
    const file = path.join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, {
      "content-type": `${types[path.extname(file)] ?? "application/octet-stream"}; charset=utf-8`,
      "content-security-policy": csp,
      "x-content-type-options": "nosniff",
    });
    fs.createReadStream(file).pipe(response);
  })
  .listen(port, "127.0.0.1", () => console.log(`csp-portal: http://127.0.0.1:${port}/ (CSP: ${csp})`));
