import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { CalendarFeed } from "../../../shared/schemas/tasks.js";
import { addDays, localDate } from "../../../shared/time.js";
import type { CalendarFeedTable, Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { studyBlocks } from "../plans/plans.service.js";
import { findFeedTasks } from "../tasks/tasks.repository.js";
import * as repository from "./calendar-feed.repository.js";
import { renderCalendar } from "./ical.js";

/** Past tasks stay in the feed this long, so last week's calendar is not empty. */
const feedHistoryDays = 60;
const feedCap = 5000;

/** 32 random bytes, URL-safe: the feed URL is the only secret a calendar app holds. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export const feedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

function view(feed: Selectable<CalendarFeedTable>, origin: string): CalendarFeed {
  return {
    url: `${origin}/api/calendar/${feed.token}.ics`,
    createdAt: feed.created_at.toISOString(),
    rotatedAt: feed.rotated_at?.toISOString() ?? null,
  };
}

export async function getFeed(db: Kysely<Database>, userId: string, origin: string): Promise<CalendarFeed> {
  return view(await repository.ensureFeed(db, userId, newToken()), origin);
}

export async function rotateFeed(db: Kysely<Database>, userId: string, origin: string): Promise<CalendarFeed> {
  return view(await repository.rotate(db, userId, newToken()), origin);
}

export async function renderFeed(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<string> {
  const feed = feedTokenPattern.test(token) ? await repository.findByToken(db, token) : undefined;
  if (!feed) throw AppError.notFound("Calendar feed not found");
  const since = new Date(now.getTime() - feedHistoryDays * 86_400_000);
  const tasks = await findFeedTasks(db, feed.user_id, since, addDays(localDate(now, "UTC"), -feedHistoryDays - 1), feedCap);
  // The study plans' blocks go in too, as busy time.
  return renderCalendar(tasks, now, await studyBlocks(db, feed.user_id, now));
}
