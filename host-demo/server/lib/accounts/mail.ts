import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The reference host's outgoing mail (recovery codes). No HTTP route ever reads it back. */
export interface Mailer {
  /** Hands the mail over without waiting for delivery: the caller's answer must not reveal, by
   * its timing, whether a mail went out (an unknown email sends none). Failures are logged. */
  send(mail: OutgoingMail): void;
  /** Resolves once every mail handed over so far was delivered or failed (tests, shutdown). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface MailOptions {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): mail goes out through nodemailer. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender address. */
  from?: string;
  log: FastifyBaseLogger;
}

export const DEFAULT_MAIL_FROM = "Shop back-office <no-reply@shop.invalid>";

/**
 * With SMTP_URL, mail is sent over SMTP. Without it the mail (code included) is written to the
 * server's own log, on a line that says mail is not configured: the demo's operator reads the
 * code there, where only whoever runs the server can see it.
 */
export function createMailer(options: MailOptions): Mailer {
  const pending = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  if (!options.smtpUrl) {
    return {
      send(mail) {
        options.log.warn(
          { mail: { to: mail.to, subject: mail.subject } },
          `mail is not configured (SMTP_URL is not set); this mail was not sent. To ${mail.to} — ${mail.subject}: ${mail.text}`,
        );
      },
      settled,
      close: async () => {},
    };
  }

  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  const from = options.from || DEFAULT_MAIL_FROM;
  return {
    send(mail) {
      track(
        transport
          .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
          .then(() => options.log.info({ to: mail.to, subject: mail.subject }, "mail sent"))
          .catch((error: unknown) =>
            options.log.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent"),
          ),
      );
    },
    settled,
    close: async () => {
      await settled();
      transport.close();
    },
  };
}
