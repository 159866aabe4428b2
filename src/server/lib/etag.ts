/**
 * Whether an If-None-Match header names this entity tag (RFC 9110 §13.1.2): a list of tags,
 * weak ones compared by their opaque part, or `*`.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
