import { crc32 as zlibCrc32, deflateSync } from "node:zlib";
/** Files for upload tests: only their first bytes matter to the type check. */
export const pngBytes = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let index = 8; index < size; index += 1) bytes[index] = index % 251;
  return bytes;
};

export const pdfBytes = (text = "hello", size?: number) => {
  const head = new TextEncoder().encode(`%PDF-1.4\n% ${text}\n`);
  const bytes = new Uint8Array(size ?? head.length + 16);
  bytes.set(head);
  return bytes;
};

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string | { bytes: Uint8Array; name: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([value.bytes.slice()], { type: value.type ?? "application/octet-stream" }), value.name);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

/** A real, decodable PNG of one colour (for browsers that draw it), built with zlib. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlibCrc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, index) => [red, green, blue][index % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", pixels),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}
