import type { AuthSession } from "../auth/auth.js";
import type { Logger } from "./logger.js";

export interface AppVariables {
  requestId: string;
  logger: Logger;
  user: AuthSession["user"];
  session: AuthSession["session"];
  /** Who is calling, for rate limits: the socket's address, or the proxy's word for it (TRUST_PROXY). */
  clientAddress: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
