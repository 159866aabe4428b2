import type { Config } from "../../config.js";
import type { Logger } from "../../lib/logger.js";
import { createOfflineEngine, type AiEngine } from "./engine.js";
import { createRemoteEngine } from "./remote-engine.js";

/** AI_PROVIDER's engine: the offline one unless a model is configured. */
export function createAiEngine(config: Pick<Config, "ai">, logger: Logger): AiEngine {
  const { provider, baseUrl, apiKey, model } = config.ai;
  if (provider === "offline") return createOfflineEngine();
  return createRemoteEngine({ provider, baseUrl, apiKey, model, logger });
}
