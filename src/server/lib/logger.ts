import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** A path segment that is a secret: a long random token (a feed address, a reset link), with or without an extension. */
const tokenSegment = /^[A-Za-z0-9_-]{24,}(\.[a-z]+)?$/;

/**
 * A request path as it may be logged: secrets carried in the path (the calendar feed's token,
 * a password-reset token) are replaced by "[redacted]"; ids (UUIDs) stay. Query strings, where
 * signed links and e-mail tokens are, are never logged.
 */
export function loggablePath(path: string): string {
  return path
    .split("/")
    .map((segment) => (uuid.test(segment) || !tokenSegment.test(segment) ? segment : `[redacted]${/\.[a-z]+$/.exec(segment)?.[0] ?? ""}`))
    .join("/");
}

/** JSON lines on stdout; secrets that could reach a log are redacted by path. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token", "*.secret"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
