import type { AuthSession } from "../auth/auth.js";
import type { Logger } from "./logger.js";

export interface AppVariables {
  requestId: string;
  logger: Logger;
  user: AuthSession["user"];
  session: AuthSession["session"];
}

export interface AppEnv {
  Variables: AppVariables;
}
