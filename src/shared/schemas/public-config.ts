import { z } from "zod";

/** Settings the browser needs before sign-in (never a secret). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  analyticsScriptUrl: z.string().nullable(),
  /** Single sign-on providers this server is configured for (Google, an OpenID provider). */
  signInProviders: z.array(z.object({ id: z.enum(["google", "oidc"]), name: z.string() })),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
