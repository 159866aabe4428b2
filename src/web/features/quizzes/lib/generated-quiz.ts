import type { AiQuizResult } from "@shared/schemas/ai.js";

/**
 * A generated quiz waits here (this tab's session storage) for the editor at
 * /quizzes/create?from=ai, so that a reload of the editor does not lose it. Saving clears it.
 */
const key = "cadence.generated-quiz";

export function keepGeneratedQuiz(result: Pick<AiQuizResult, "draft" | "shortfall">): void {
  sessionStorage.setItem(key, JSON.stringify({ draft: result.draft, shortfall: result.shortfall }));
}

export function readGeneratedQuiz(): Pick<AiQuizResult, "draft" | "shortfall"> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Pick<AiQuizResult, "draft" | "shortfall">) : undefined;
  } catch {
    return undefined;
  }
}

export function clearGeneratedQuiz(): void {
  sessionStorage.removeItem(key);
}
