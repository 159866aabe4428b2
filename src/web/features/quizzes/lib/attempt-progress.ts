import type { QuizResponse } from "@shared/schemas/quizzes.js";

/**
 * A quiz in progress lives in local storage, so a reload or a closed tab does not lose the
 * answers: the responses, where the taker was, and the time spent so far.
 */
export interface AttemptProgress {
  responses: Record<string, QuizResponse>;
  index: number;
  elapsedSeconds: number;
}

export function progressKey(quizId: string, only: string[]): string {
  return `cadence.quiz-draft.${quizId}${only.length ? `.mistakes.${only.length}` : ""}`;
}

export function loadProgress(key: string, questionIds: Set<string>): AttemptProgress {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as Partial<AttemptProgress> | null;
    if (!stored || typeof stored !== "object") return { responses: {}, index: 0, elapsedSeconds: 0 };
    const responses = Object.fromEntries(Object.entries(stored.responses ?? {}).filter(([id]) => questionIds.has(id)));
    return {
      responses,
      index: Math.min(Math.max(0, Number(stored.index) || 0), Math.max(0, questionIds.size - 1)),
      elapsedSeconds: Math.max(0, Number(stored.elapsedSeconds) || 0),
    };
  } catch {
    return { responses: {}, index: 0, elapsedSeconds: 0 };
  }
}

export function saveProgress(key: string, draft: AttemptProgress): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the attempt still works, it just will not survive a reload.
  }
}

export function clearProgress(key: string): void {
  localStorage.removeItem(key);
}

export function isAnswered(response: QuizResponse | undefined): boolean {
  if (!response) return false;
  return (response.selectedAnswerIds?.length ?? 0) > 0 || response.booleanAnswer !== undefined || (response.text ?? "").trim().length > 0;
}

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
