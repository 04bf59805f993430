// The end-to-end run's mail relay: a real SMTP server (the server under test sends to it through
// SMTP_URL) that appends each mail as a JSON line to <E2E_DATA_DIR>/mail.jsonl for the tests to
// read. Started by playwright.config.ts beside the server; no HTTP route is involved.
import fs from "node:fs";
import path from "node:path";
import { startMailServer } from "../server/mailServer.js";

const port = Number(process.env.E2E_SMTP_PORT);
const file = path.join(process.env.E2E_DATA_DIR!, "mail.jsonl");
await startMailServer({ port, onMail: (mail) => fs.appendFileSync(file, `${JSON.stringify(mail)}\n`) });
console.log(`mail sink on smtp://127.0.0.1:${port}, writing ${file}`);
