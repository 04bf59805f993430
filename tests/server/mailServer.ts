// A real SMTP server for the tests (smtp-server on a free port): the reference server sends its
// mail to it through nodemailer, as it would to a shop's mail relay. No HTTP route is involved.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface TestMailServer {
  /** `smtp://127.0.0.1:<port>`: hand it to the app as smtpUrl (or SMTP_URL). */
  url: string;
  /** Every mail received so far for this address, oldest first. */
  received(to: string): ReceivedMail[];
  /** The next mail for this address (or one already received that `received` has not seen taken). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes the transfer encodings nodemailer may use for short text (quoted-printable, base64). */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable")
    return body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return body;
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  return {
    to,
    from: /^from:\s*(.*)$/im.exec(headers)?.[1] ?? "",
    subject: /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? "",
    text: decodeBody(headers, body).trim(),
  };
}

export interface MailServerOptions {
  /** 0 (default): any free port. */
  port?: number;
  /** Called with each mail as it arrives (the end-to-end tests' sink writes it to a file). */
  onMail?: (mail: ReceivedMail) => void;
}

export async function startMailServer(options: MailServerOptions = {}): Promise<TestMailServer> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    // No TLS in the test: nodemailer would otherwise upgrade and refuse the self-signed certificate.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), to);
        mails.push(mail);
        options.onMail?.(mail);
        for (const waiter of [...waiting]) {
          if (!to.includes(waiter.to) || taken.has(mail)) continue;
          taken.add(mail);
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received: (to) => mails.filter((mail) => mail.to.includes(to.toLowerCase())),
    next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const ready = mails.find((mail) => mail.to.includes(address) && !taken.has(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = { to: address, resolve };
        waiting.push(waiter);
        setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index < 0) return;
          waiting.splice(index, 1);
          reject(new Error(`no mail for ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code of a recovery mail. */
export function codeIn(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}
