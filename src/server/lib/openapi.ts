import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { errorCodes } from "../../shared/errors.js";
import { AppError } from "./app-error.js";
import type { AppEnv } from "./hono-env.js";
import { toValidationIssues } from "./validation.js";

/** Every router is built here, so every route reports validation failures the same way. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.validation(toValidationIssues(result.error));
    },
  });
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
    requestId: z.string().optional(),
  }),
});

const errorDescriptions: Record<number, string> = {
  400: "Malformed request",
  401: "User not authenticated",
  404: "Not found, or not yours",
  409: "Conflict",
  413: "Request body too large",
  415: "Body is not JSON",
  422: "Validation failed (see issues)",
  429: "Rate limited",
};

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, jsonContent(errorBodySchema, errorDescriptions[status] ?? "Error")]));
}

/** A required JSON request body for `createRoute`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { "application/json": { schema } }, required: true } };
}

/**
 * A path id that is not a UUID names nothing: 404 with the resource's own message, the same
 * answer as for an id that exists but is someone else's.
 */
export function uuidOr404(id: string, message: string): string {
  if (!z.uuid().safeParse(id).success) throw AppError.notFound(message);
  return id;
}
