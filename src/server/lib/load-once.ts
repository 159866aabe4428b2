/**
 * Something costly to import or build (a provider's SDK, an S3 client), made by the first call
 * that needs it and shared by the later ones, so that start-up does not pay for it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
