import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, Output, streamText, type LanguageModel } from "ai";
import { z } from "zod";
import { aiLimits, aiMessages, type DraftQuestion } from "../../../shared/schemas/ai.js";
import { keepWellFormed } from "./offline/question-check.js";
import { questionInputSchema, questionTypes } from "../../../shared/schemas/quizzes.js";
import { AppError } from "../../lib/app-error.js";
import type { Logger } from "../../lib/logger.js";
import type { AiEngine, BreakdownJob, QuizJob } from "./engine.js";

export interface RemoteEngineOptions {
  provider: "openai" | "anthropic";
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** A call that takes longer is given up (the provider is treated as unreachable). */
  timeoutMs?: number;
  logger: Logger;
}

const defaultModels = { openai: "gpt-4o-mini", anthropic: "claude-sonnet-4-5" } as const;

/** What the model is asked to return; each question is then checked with the editor's own rules. */
const remoteQuestionSchema = z.object({
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  answers: z.array(z.object({ answerText: z.string(), isCorrect: z.boolean() })),
  explanation: z.string(),
});
const quizOutputSchema = z.object({ questions: z.array(remoteQuestionSchema) });
const cardsOutputSchema = z.object({ cards: z.array(z.object({ front: z.string(), back: z.string() })) });
const breakdownOutputSchema = z.object({ subtasks: z.array(z.object({ title: z.string(), dueDate: z.string().nullable() })) });

const typeRules = `Question types: "multiple_choice" (2 to 6 options, exactly one isCorrect), "true_false" (answers exactly [{"answerText":"True"},{"answerText":"False"}], one isCorrect), "short_answer" (one answer: the exact word or phrase from the text, isCorrect true), "matching" (a long-answer prompt like "Explain ..." with one sample answer, isCorrect true).`;

class MalformedAnswer extends Error {}

function failure(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  if (signal.aborted && signal.reason instanceof DOMException && signal.reason.name === "TimeoutError") {
    return new AppError("unavailable", aiMessages.providerTimeout);
  }
  if (error instanceof MalformedAnswer) return new AppError("unavailable", aiMessages.malformed);
  if (APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode < 500 && error.statusCode !== 429) {
    return new AppError("unavailable", `${aiMessages.providerUnreachable} (${error.statusCode}: ${error.message})`);
  }
  return new AppError("unavailable", aiMessages.providerUnreachable);
}

/** OpenAI-compatible endpoints (OpenAI, Ollama, LM Studio, vLLM) and Anthropic, through the AI SDK. */
export function createRemoteEngine(options: RemoteEngineOptions): AiEngine {
  const modelId = options.model ?? defaultModels[options.provider];
  const model: LanguageModel =
    options.provider === "openai"
      ? // Chat Completions: the API every OpenAI-compatible server speaks.
        createOpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey ?? "not-needed" }).chat(modelId)
      : createAnthropic({ baseURL: options.baseUrl, apiKey: options.apiKey ?? "not-needed" })(modelId);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const providerOptions = options.provider === "anthropic" ? { anthropic: { structuredOutputMode: "outputFormat" as const } } : undefined;

  /**
   * One structured, streamed call; `onPartial` sees the object as it grows. An answer that is
   * not the JSON asked for is asked for again once, then reported.
   */
  async function structured<T>(schema: z.ZodType<T>, system: string, prompt: string, signal: AbortSignal, onPartial?: (partial: unknown) => void): Promise<T> {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let streamError: unknown;
      try {
        const result = streamText({
          model,
          system,
          prompt: attempt === 0 ? prompt : `${prompt}\n\nYour previous answer was not valid JSON of the requested shape. Answer again with only that JSON.`,
          output: Output.object({ schema }),
          abortSignal: deadline,
          maxRetries: 0,
          providerOptions,
          onError: ({ error }) => {
            streamError = error;
          },
        });
        for await (const partial of result.partialOutputStream) onPartial?.(partial);
        if (streamError) throw streamError;
        return (await result.output) as T;
      } catch (error) {
        const cause = streamError ?? error;
        if (deadline.aborted) throw failure(cause, deadline);
        if (
          APICallError.isInstance(cause) ||
          (cause instanceof Error && /fetch failed|ECONNREFUSED|ENOTFOUND/.test(`${cause.message} ${String(cause.cause)}`))
        ) {
          throw failure(cause, deadline);
        }
        options.logger.warn({ err: cause, attempt }, "the AI provider's answer was malformed");
        lastError = cause;
      }
    }
    throw failure(new MalformedAnswer(String(lastError)), deadline);
  }

  return {
    name: options.provider,

    async writeQuiz(job: QuizJob, hooks) {
      const text = job.pages.map((page, index) => (job.pages.length > 1 ? `[page ${index + 1}]\n${page}` : page)).join("\n\n");
      const system = `You write study quizzes from a student's material. Use only facts stated in the material. ${typeRules} Every explanation quotes the source sentence${job.pages.length > 1 ? " and its page" : ""}. Return JSON only.`;
      const prompt = `Write ${job.count} ${job.difficulty} questions of these types, spread evenly: ${job.types.join(", ")}.\n\nMaterial:\n${text.slice(0, aiLimits.textChars)}`;
      let reported = 0;
      const output = await structured(quizOutputSchema, system, prompt, hooks.signal, (partial) => {
        const count = (partial as { questions?: unknown[] } | undefined)?.questions?.length ?? 0;
        // The last question in a partial object may still be growing: count the ones before it.
        while (reported < Math.min(count - 1, job.count)) hooks.onQuestion(++reported, job.count);
      });
      // Repair: keep the questions that pass the editor's rules, of the types asked for, and then
      // those that break none of the question checker's rules (the offline writer's own).
      const parsedQuestions: DraftQuestion[] = [];
      let dropped = 0;
      for (const question of output.questions.slice(0, job.count)) {
        const parsed = questionInputSchema.safeParse({ ...question, points: question.questionType === "matching" ? 2 : 1 });
        if (parsed.success && job.types.includes(question.questionType))
          parsedQuestions.push({ ...(parsed.data as DraftQuestion), explanation: question.explanation, points: parsed.data.points ?? 1 });
        else dropped += 1;
      }
      const checked = keepWellFormed(parsedQuestions, job.pages.join("\n\n"));
      const questions = checked.kept;
      while (reported < questions.length) hooks.onQuestion(++reported, job.count);
      if (questions.length === 0) throw new AppError("unavailable", aiMessages.malformed);
      const reasons = [
        ...(dropped > 0 ? [`${dropped} broke the quiz rules`] : []),
        ...(checked.dropped > 0 ? [`${checked.dropped} failed the question checks (${checked.reasons.join(", ")})`] : []),
      ];
      const shortfall =
        questions.length < job.count
          ? [
              `Only ${questions.length} of ${job.count} questions: the model returned ${output.questions.length}${reasons.length ? `, of which ${reasons.join(" and ")} and were left out` : ""}.`,
            ]
          : [];
      return { questions, shortfall };
    },

    async writeFlashcards(job, signal) {
      const output = await structured(
        cardsOutputSchema,
        "You make flashcards from a student's material: the front is a term, the back its definition as the material states it. Return JSON only.",
        `Make up to ${job.count} flashcards.\n\nMaterial:\n${job.pages.join("\n\n").slice(0, aiLimits.textChars)}`,
        signal,
      );
      const cards = output.cards.filter((card) => card.front.trim() && card.back.trim()).slice(0, job.count);
      return { cards, shortfall: cards.length < job.count ? [`Only ${cards.length} of ${job.count} cards came back.`] : [] };
    },

    async breakDownTask(job: BreakdownJob, signal) {
      const output = await structured(
        breakdownOutputSchema,
        `You break a task into ${aiLimits.breakdownSteps} or fewer short, ordered subtasks (titles of at most 8 words). Due dates are YYYY-MM-DD, from ${job.today} to ${job.dueDate ?? "no due date (use null)"}, spread evenly, the last on the due date. Return JSON only.`,
        `Task: ${job.title}\n${job.description ? `Details: ${job.description}` : ""}`,
        signal,
      );
      const inRange = (date: string | null) =>
        date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= job.today && (job.dueDate === undefined || date <= job.dueDate) ? date : null;
      return output.subtasks
        .filter((step) => step.title.trim())
        .slice(0, aiLimits.breakdownSteps)
        .map((step) => ({ title: step.title.trim().slice(0, 200), dueDate: job.dueDate ? inRange(step.dueDate) : null }));
    },
  };
}
