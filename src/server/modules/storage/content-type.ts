/** Magic numbers of the types the buckets accept; a file's name and declared type are ignored. */
const signatures: { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: "image/png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", test: (b) => ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a") },
  { type: "image/webp", test: (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP") },
  // Readers accept the header anywhere in the first KiB, which lets a file be a PDF and
  // something else at once (a polyglot): Cadence takes only a PDF that starts with it.
  { type: "application/pdf", test: (b) => ascii(b, 0, "%PDF-") },
  // A zip's first local file header (an empty zip, which holds no Anki collection, is refused).
  { type: "application/zip", test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[offset + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/** The content type the bytes show, or undefined when they are none of the accepted kinds. */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  return signatures.find((signature) => signature.test(bytes))?.type;
}
