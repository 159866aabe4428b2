import { compress, init } from "@bokuweb/zstd-wasm";
import { decompress } from "fzstd";
for (let i = 0; i < 5; i++) {
  await init();
  const data = new Uint8Array(70000).map((_, j) => (j * 7 + i) % 251);
  const c = Uint8Array.from(compress(data, 3));
  try {
    const d = decompress(c);
    console.log(i, c.length, d.length, c.slice(0, 4));
  } catch (e) {
    console.log(i, "ERR", c.length, c.slice(0, 8));
  }
}
