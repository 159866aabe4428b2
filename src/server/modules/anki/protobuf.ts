/**
 * The little of Protocol Buffers' wire format that Anki's newer files need read: a message is
 * a run of (field number, wire type) keys, each followed by a varint, a fixed 32 or 64 bits, or
 * a length and that many bytes. Unknown fields are skipped, as protobuf readers do.
 */
export type ProtoValue = number | Uint8Array;

export class ProtoError extends Error {}

function varint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  for (let index = at; index < bytes.length && index < at + 10; index += 1) {
    const byte = bytes[index]!;
    value += (byte & 0x7f) * scale;
    scale *= 128;
    if (byte < 0x80) return [value, index + 1];
  }
  throw new ProtoError("A number in the file is cut short");
}

/** Every field of one message, in order: repeated fields appear once per value. */
export function readMessage(bytes: Uint8Array): { field: number; value: ProtoValue }[] {
  const fields: { field: number; value: ProtoValue }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const [key, afterKey] = varint(bytes, at);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    at = afterKey;
    if (wire === 0) {
      const [value, next] = varint(bytes, at);
      fields.push({ field, value });
      at = next;
    } else if (wire === 2) {
      const [length, next] = varint(bytes, at);
      if (next + length > bytes.length) throw new ProtoError("A field in the file runs past its end");
      fields.push({ field, value: bytes.subarray(next, next + length) });
      at = next + length;
    } else if (wire === 1 || wire === 5) {
      at += wire === 1 ? 8 : 4;
      if (at > bytes.length) throw new ProtoError("A field in the file runs past its end");
    } else {
      throw new ProtoError(`Unknown protobuf wire type ${wire}`);
    }
  }
  return fields;
}

const decoder = new TextDecoder();

export function numberField(fields: { field: number; value: ProtoValue }[], field: number): number | undefined {
  const found = fields.find((entry) => entry.field === field);
  return typeof found?.value === "number" ? found.value : undefined;
}

export function textField(fields: { field: number; value: ProtoValue }[], field: number): string | undefined {
  const found = fields.find((entry) => entry.field === field);
  return found && typeof found.value !== "number" ? decoder.decode(found.value) : undefined;
}

/** Writing, for the tests' fixtures and nothing else that Cadence exports. */
export function encodeVarint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 128) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
  return out;
}

export function encodeMessage(fields: { field: number; value: number | string | Uint8Array }[]): Uint8Array {
  const out: number[] = [];
  for (const { field, value } of fields) {
    if (typeof value === "number") {
      out.push(...encodeVarint(field * 8), ...encodeVarint(value));
    } else {
      const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
      out.push(...encodeVarint(field * 8 + 2), ...encodeVarint(bytes.length), ...bytes);
    }
  }
  return Uint8Array.from(out);
}
