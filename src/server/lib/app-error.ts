import { statusByCode, type ErrorCode, type ValidationIssue } from "../../shared/errors.js";
import { messages } from "../../shared/messages.js";

/** The one error type services and routes throw; `onError` turns it into the error body. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusByCode[code];
  }

  static unauthenticated(): AppError {
    return new AppError("unauthenticated", messages.unauthenticated);
  }

  static notFound(message: string = messages.notFound): AppError {
    return new AppError("not_found", message);
  }

  static validation(issues: ValidationIssue[], message: string = messages.validationFailed): AppError {
    return new AppError("validation_failed", message, issues);
  }
}
