/**
 * The reference host sends no real mail: messages are printed to the log and kept here so a
 * person (or a test) can read them at GET /api/dev/mailbox outside production.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

export class Mailbox {
  private readonly mails: Mail[] = [];
  constructor(private readonly log: (mail: Mail) => void) {}

  send(to: string, subject: string, text: string): void {
    const mail = { to: to.toLowerCase(), subject, text, sent_at: new Date().toISOString() };
    this.mails.push(mail);
    if (this.mails.length > 500) this.mails.shift();
    this.log(mail);
  }

  for(email: string): Mail[] {
    return this.mails.filter((mail) => mail.to === email.toLowerCase()).reverse();
  }
}
