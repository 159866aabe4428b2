import { z } from "zod";

/** Spec §9: heartbeat 30 s, timeout 10 s, reconnect after 1 s, 2 s, 5 s, then every 10 s. */
export const realtimeHeartbeatMs = 30_000;
export const realtimeTimeoutMs = 10_000;
export const realtimeReconnectDelaysMs = [1000, 2000, 5000, 10_000] as const;
export const realtimePath = "/api/realtime";

/** The tables whose committed changes are announced to their owner's connections. */
export const realtimeTables = ["tasks", "quizzes", "quiz_attempts", "flashcard_sets", "profiles", "study_plans"] as const;
export type RealtimeTable = (typeof realtimeTables)[number];

/** `{table, type, id}`: one committed change of one of the user's rows. */
export const realtimeChangeSchema = z.object({
  table: z.enum(realtimeTables),
  type: z.enum(["INSERT", "UPDATE", "DELETE"]),
  id: z.string(),
});
export type RealtimeChange = z.infer<typeof realtimeChangeSchema>;

/** What a client may send. */
export const realtimeClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), tables: z.array(z.enum(realtimeTables)).max(realtimeTables.length) }),
  z.object({ type: z.literal("ping") }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Control messages from the server; changes are the objects with a `table`. */
export type RealtimeServerMessage =
  | RealtimeChange
  | { type: "subscribed"; tables: RealtimeTable[] }
  | { type: "pong" }
  /** Changes may have been missed (the server's database connection came back): refetch. */
  | { type: "resync" };

/** Close codes: the session ended (sign in again), or the server is going away. */
export const realtimeCloseCodes = { sessionEnded: 4001, goingAway: 1001 } as const;
