import type { TaskList } from "../../../shared/schemas/tasks.js";

/**
 * The calendar's range answers of this instance, each kept with the version of its user's tasks
 * it was computed at (`task_versions`, bumped by triggers in the writing transaction). An answer
 * is given again only for the same version, so no write, from this instance or another, is ever
 * missed; the version is read before the range, so an answer computed during a write is at
 * worst filed under the older version and recomputed. Least recently used answers go first once
 * the cache holds more than `maxTasks` tasks in all.
 */
export class RangeCache {
  private readonly entries = new Map<string, { version: string; list: TaskList; size: number }>();
  private total = 0;

  constructor(readonly maxTasks = 50_000) {}

  get(key: string, version: string): TaskList | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.total -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.list;
  }

  set(key: string, version: string, list: TaskList): void {
    const size = Math.max(1, list.tasks.length);
    if (size > this.maxTasks) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.size;
    }
    this.entries.set(key, { version, list, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxTasks) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  get size(): { entries: number; tasks: number } {
    return { entries: this.entries.size, tasks: this.total };
  }
}
