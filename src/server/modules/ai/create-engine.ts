import type { Config } from "../../config.js";
import { loadOnce } from "../../lib/load-once.js";
import type { Logger } from "../../lib/logger.js";
import { createPooledOfflineEngine, type AiEngine } from "./engine.js";
import type { WorkPool } from "./work/work-pool.js";

/**
 * AI_PROVIDER's engine: the offline one unless a model is configured. A remote engine's code
 * (the AI SDK and its providers, about a quarter of a second to import) is loaded by the first
 * request that needs it, not at start-up: a restarted server is back sooner.
 */
export function createAiEngine(config: Pick<Config, "ai">, logger: Logger, pool: WorkPool): AiEngine {
  const { provider, baseUrl, apiKey, model } = config.ai;
  if (provider === "offline") return createPooledOfflineEngine(pool);
  const engine = loadOnce(() =>
    import("./remote-engine.js").then(({ createRemoteEngine }) => createRemoteEngine({ provider, baseUrl, apiKey, model, logger })),
  );
  return {
    name: provider,
    writeQuiz: async (job, hooks) => (await engine()).writeQuiz(job, hooks),
    writeFlashcards: async (job, signal) => (await engine()).writeFlashcards(job, signal),
    breakDownTask: async (job, signal) => (await engine()).breakDownTask(job, signal),
  };
}
