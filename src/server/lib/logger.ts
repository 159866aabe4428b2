import { pino, type Logger } from "pino";

export type { Logger };

/** JSON lines on stdout; secrets that could reach a log are redacted by path. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.secret"],
      censor: "[redacted]",
    },
  });
}
