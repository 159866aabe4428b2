import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import boundaries from "./import-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve("src");
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

tester.run("import-boundaries", boundaries.rules["import-boundaries"], {
  valid: [
    { filename: file("server/app.ts"), code: 'import { messages } from "../shared/messages.js";' },
    { filename: file("web/app/app.tsx"), code: 'import { x } from "./features/quizzes/api/get-quizzes.js";' },
    { filename: file("web/features/quizzes/a.ts"), code: 'import { b } from "./b.js"; import { c } from "../../lib/c.js";' },
    { filename: file("shared/a.ts"), code: 'import { z } from "zod";' },
    { filename: file("web/app/routes/a.tsx"), code: 'import { x } from "@/features/quizzes/api/get-quizzes.js"; import { m } from "@shared/messages.js";' },
  ],
  invalid: [
    {
      filename: file("shared/a.ts"),
      code: 'import { x } from "../server/app.js";',
      errors: [{ message: "src/shared may only import src/shared, not src/server" }],
    },
    { filename: file("web/main.tsx"), code: 'import { x } from "../server/app.js";', errors: [{ message: "src/web may not import src/server" }] },
    { filename: file("server/a.ts"), code: 'export { x } from "../web/main.js";', errors: [{ message: "src/server may not import src/web" }] },
    {
      filename: file("web/components/ui/button.tsx"),
      code: 'import { x } from "../../features/tasks/a.js";',
      errors: [{ message: "src/web/components may not import src/web/features" }],
    },
    {
      filename: file("web/features/tasks/a.ts"),
      code: 'const m = import("../quizzes/b.js");',
      errors: [{ message: 'feature "tasks" may not import feature "quizzes"; compose them in src/web/app' }],
    },
    {
      filename: file("web/features/tasks/a.ts"),
      code: 'import { b } from "@/features/quizzes/b.js";',
      errors: [{ message: 'feature "tasks" may not import feature "quizzes"; compose them in src/web/app' }],
    },
    { filename: file("web/lib/a.ts"), code: 'import { b } from "@/app/router.js";', errors: [{ message: "src/web/lib may not import src/web/app" }] },
    { filename: file("shared/a.ts"), code: 'import { b } from "@/lib/cn.js";', errors: [{ message: "src/shared may only import src/shared, not src/web" }] },
  ],
});
