import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Resolves with a message for `to` (with that subject, when given), received already or next. */
  waitFor(to: string, options?: { subject?: string; timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ""));
}

/** A real SMTP server on loopback that keeps what it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiters: { matches: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.matches(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, { subject, timeoutMs = 10_000 } = {}) {
      const matches = (mail: ParsedMail) => recipients(mail).includes(to) && (subject === undefined || mail.subject === subject);
      const already = received.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail for ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          matches,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first absolute link in a text. */
export function firstLink(text: string | undefined): string {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}
