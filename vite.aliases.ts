import { fileURLToPath } from "node:url";

/** `@/…` is src/web and `@shared/…` is src/shared in the browser's code (tsconfig.web.json's paths). */
export const webAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL("./src/web/", import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL("./src/shared/", import.meta.url)) },
];
