import { z } from "zod";

export const supportKinds = ["bug", "feature", "support"] as const;
export type SupportKind = (typeof supportKinds)[number];

const text = (label: string, max: number, min = 1) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(min, min > 1 ? `${label} needs at least ${min} characters` : `${label} is required`)
    .max(max, `${label} must be ${max.toLocaleString("en-US")} characters or fewer`);

const base = {
  name: text("Name", 100),
  email: z
    .string("E-mail is required")
    .trim()
    .min(1, "E-mail is required")
    .max(254, "Please enter a valid email address.")
    .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "Please enter a valid email address.")
    .transform((value) => value.toLowerCase()),
  subject: text("Subject", 200),
  description: text("Description", 5000, 10),
};

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max.toLocaleString("en-US")} characters or fewer`)
    .optional();

export const bugReportSchema = z
  .object({
    ...base,
    steps: optional("Steps to reproduce", 5000),
    expected: optional("What you expected", 2000),
    actual: optional("What happened", 2000),
    page: optional("Page", 500),
    browser: optional("Browser", 500),
  })
  .strict();

export const featureRequestSchema = z.object({ ...base, useCase: optional("How you would use it", 2000) }).strict();

export const supportMessageSchema = z.object(base).strict();

export type BugReportInput = z.input<typeof bugReportSchema>;
export type FeatureRequestInput = z.input<typeof featureRequestSchema>;
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export const supportReceiptSchema = z.object({ id: z.string(), message: z.string() });
export type SupportReceipt = z.infer<typeof supportReceiptSchema>;

export const supportMessages = {
  received: (email: string) => `Thank you. We have it, and we will reply to ${email}.`,
  failed: "Failed to send. Please try again later.",
} as const;
