/** The newsletter's rule for an address (spec §5), without zod, so that the footer's form stays light. */
const pattern = /^[^\s@]+@[^\s@]+$/;
export const newsletterEmailMaxLength = 254;

/** The address trimmed and lowercased, or undefined when it is not one the newsletter takes. */
export function normalizeNewsletterEmail(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > newsletterEmailMaxLength || !pattern.test(trimmed)) return undefined;
  return trimmed.toLowerCase();
}
