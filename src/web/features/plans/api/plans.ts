import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetSummary } from "@shared/schemas/flashcards.js";
import { planMessages, type PlanInput, type PlanStudyQueue, type PlanSummary, type PlanUpdate, type StudyPlan } from "@shared/schemas/plans.js";
import type { QuizSummary } from "@shared/schemas/quizzes.js";
import { apiFetch } from "@/lib/api-client.js";
import { markOwnChange } from "@/lib/own-changes.js";

export const plansKey = ["study-plans"] as const;
const listKey = [...plansKey, "list"] as const;

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: listKey,
    queryFn: ({ signal }) => apiFetch<{ plans: PlanSummary[] }>("/api/study-plans", { signal }),
    select: (data) => data.plans,
    meta: { errorTitle: planMessages.loadFailed },
  });
}

export const usePlans = () => useQuery(getPlansQueryOptions());

export function getPlanQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...plansKey, "plan", id],
    queryFn: ({ signal }) => apiFetch<StudyPlan>(`/api/study-plans/${encodeURIComponent(id)}`, { signal }),
    meta: { errorTitle: planMessages.loadFailed },
  });
}

export const usePlan = (id: string | undefined) => useQuery({ ...getPlanQueryOptions(id ?? ""), enabled: Boolean(id) });

export function getPlanStudyQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...plansKey, "study", id],
    queryFn: ({ signal }) => apiFetch<PlanStudyQueue>(`/api/study-plans/${encodeURIComponent(id)}/study`, { signal }),
    // A session works from the queue it started with.
    staleTime: Infinity,
    meta: { errorTitle: planMessages.loadFailed },
  });
}

export const usePlanStudy = (id: string) => useQuery(getPlanStudyQueryOptions(id));

/** What a plan can cover: the user's sets and quizzes (read here, so that this feature needs no other). */
export function usePlanSources() {
  const sets = useQuery({
    queryKey: [...plansKey, "sources", "sets"],
    queryFn: ({ signal }) => apiFetch<{ sets: SetSummary[] }>("/api/flashcard-sets?sort=title", { signal }),
    select: (data) => data.sets,
  });
  const quizzes = useQuery({
    queryKey: [...plansKey, "sources", "quizzes"],
    queryFn: ({ signal }) => apiFetch<{ quizzes: QuizSummary[] }>("/api/quizzes?limit=200", { signal }),
    select: (data) => data.quizzes,
  });
  return { sets, quizzes };
}

/** A save writes the plan it got into its cache and refreshes only the list. */
function useSaved() {
  const queryClient = useQueryClient();
  return (plan: StudyPlan) => {
    markOwnChange("study_plans", plan.id);
    queryClient.setQueryData(getPlanQueryOptions(plan.id).queryKey, plan);
    return queryClient.invalidateQueries({ queryKey: listKey });
  };
}

export function useCreatePlan() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: PlanInput) => apiFetch<StudyPlan>("/api/study-plans", { method: "POST", json: input }),
    onSuccess: saved,
    meta: { silent: true },
  });
}

export function useUpdatePlan() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PlanUpdate }) =>
      apiFetch<StudyPlan>(`/api/study-plans/${encodeURIComponent(id)}`, { method: "PATCH", json: changes }),
    onSuccess: saved,
    meta: { silent: true },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/study-plans/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) => {
      markOwnChange("study_plans", id);
      queryClient.removeQueries({ queryKey: getPlanQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    meta: { errorTitle: planMessages.saveFailed },
  });
}

/** Puts a block the user moved back where the plan had it. */
export function useResetBlock() {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) =>
      apiFetch<StudyPlan>(`/api/study-plans/${encodeURIComponent(id)}/blocks/${encodeURIComponent(date)}`, { method: "DELETE" }),
    onSuccess: async (plan) => {
      await saved(plan);
      return queryClient.invalidateQueries({ queryKey: [...plansKey, "blocks"] });
    },
    meta: { errorTitle: planMessages.moveFailed },
  });
}
