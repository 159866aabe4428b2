import { useEffect, useRef } from "react";
import type { StudyBlock } from "@shared/schemas/plans.js";
import type { Task } from "@shared/schemas/tasks.js";
import { wallClock } from "@shared/time.js";
import { cn } from "@/lib/cn.js";
import { formatDay, isOverdue, minutesToTime, taskDay, taskKey, taskMinutes } from "@/features/tasks/lib/calendar.js";
import { byDay, type ViewProps } from "./month-view.js";
import { StudyBlockChip, type BlockHandlers } from "./study-block.js";
import { TaskChip, type ChipHandlers } from "./task-chip.js";
import { elementAt, useTaskDrag } from "./use-task-drag.js";

const hourHeight = 48;
const snapMinutes = 15;
const defaultDuration = 30;
const snap = (minutes: number) => Math.round(minutes / snapMinutes) * snapMinutes;

interface Placed {
  task: Task;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/** Side by side where tasks overlap: each cluster of overlapping tasks shares the column's width. */
export function layoutDay(tasks: Task[], timeZone: string): Placed[] {
  const items = tasks
    .map((task) => {
      const start = taskMinutes(task, timeZone);
      return { task, start, end: Math.min(24 * 60, start + (task.durationMinutes ?? defaultDuration)) };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Placed[] = [];
  let cluster: (Placed & { end: number })[] = [];
  let clusterEnd = -1;
  const flush = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) placed.push({ ...item, lanes });
    cluster = [];
  };
  for (const item of items) {
    if (item.start >= clusterEnd) {
      flush();
      clusterEnd = item.end;
    }
    const laneEnds = new Map<number, number>();
    for (const other of cluster) laneEnds.set(other.lane, Math.max(laneEnds.get(other.lane) ?? 0, other.end));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > item.start) lane += 1;
    cluster.push({
      task: item.task,
      top: (item.start / 60) * hourHeight,
      height: Math.max(18, ((item.end - item.start) / 60) * hourHeight),
      lane,
      lanes: 1,
      end: item.end,
    });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  flush();
  return placed;
}

/**
 * Week and day: an all-day row and a 24-hour grid. Drag a block to another day or time,
 * drag its lower edge to change its duration, click an empty slot to add a task there.
 */
export function TimeGridView({
  days,
  tasks,
  timeZone,
  today,
  now,
  handlers,
  onCreateAt,
  onMove,
  onShowDay,
  blocks = [],
  blockHandlers,
  onMoveBlock,
}: ViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const groups = byDay(tasks, timeZone);

  const showsToday = days.includes(today);
  const nowHour = wallClock(now, timeZone).hour;
  useEffect(() => {
    // Open on the current time (an hour before it) when today is shown, else at 7:00, where most days start.
    // Always on an hour line, so the top label is whole (late in the day the grid cannot scroll as far as asked).
    const element = scroller.current;
    if (element) {
      const lastHourInView = Math.floor((element.scrollHeight - element.clientHeight) / hourHeight);
      element.scrollTop = Math.min(Math.max(0, showsToday ? nowHour - 1 : 7), Math.max(0, lastHourInView)) * hourHeight;
    }
    // Only when the view opens or moves to other days, not as the clock ticks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days[0], showsToday]);

  /** The day column and the snapped start minute under a point, for whatever is held `offset` pixels below its top. */
  const slotAt = (x: number, y: number, offset: number) => {
    const column = elementAt(container.current, "[data-column]", x, y);
    if (!column?.dataset.column) return null;
    const rect = column.getBoundingClientRect();
    return { day: column.dataset.column, minutes: Math.max(0, Math.min(24 * 60 - snapMinutes, snap(((y - offset - rect.top) / hourHeight) * 60))) };
  };

  const { drag, start, consumeClick } = useTaskDrag({
    resolve: (x, y, { task, mode, grabOffsetY }) => {
      if (mode === "resize") {
        const day = taskDay(task, timeZone);
        const rect = container.current?.querySelector<HTMLElement>(`[data-column="${day}"]`)?.getBoundingClientRect();
        if (!day || !rect) return null;
        const startMinutes = taskMinutes(task, timeZone);
        const end = snap(((y - rect.top) / hourHeight) * 60);
        return { day, minutes: startMinutes, durationMinutes: Math.max(snapMinutes, Math.min(24 * 60 - startMinutes, end - startMinutes)) };
      }
      const allDay = elementAt(container.current, "[data-allday]", x, y);
      if (allDay?.dataset.allday) return { day: allDay.dataset.allday, allDay: true };
      return slotAt(x, y, task.allDay ? 0 : grabOffsetY);
    },
    onDrop: (task, target) => onMove(task, target),
  });

  // Study blocks drag the same way (no resize: the plan sets their length).
  const blockDrag = useTaskDrag<StudyBlock>({
    resolve: (x, y, { grabOffsetY }) => slotAt(x, y, grabOffsetY),
    onDrop: (block, target) => onMoveBlock?.(block, target.day, target.minutes ?? 0),
  });
  const blockChipHandlers: BlockHandlers = {
    ...blockHandlers,
    ...(onMoveBlock ? { onPointerDown: (event, block) => blockDrag.start(event, block), consumeClick: blockDrag.consumeClick } : {}),
  };

  const chipHandlers: ChipHandlers = {
    ...handlers,
    onOpen: (task) => !consumeClick() && handlers.onOpen(task),
    onPointerDown: (event, task) => task.occurrence === 0 && start(event, task),
  };

  const nowMinutes = (() => {
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
    return part("hour") * 60 + part("minute");
  })();
  const columns = `3.5rem repeat(${days.length}, minmax(0, 1fr))`;

  return (
    <div ref={container} className="overflow-hidden rounded-lg border">
      <div className="grid border-b bg-muted/50" style={{ gridTemplateColumns: columns }}>
        <div className="p-1 text-right text-[10px] text-muted-foreground">all day</div>
        {days.map((day) => {
          const allDayTasks = (groups.get(day) ?? []).filter((task) => task.allDay);
          const target = drag?.target?.day === day && drag.target.minutes === undefined;
          return (
            <div key={day} className="min-w-0 border-l">
              <button
                type="button"
                className={cn(
                  "w-full py-1 text-center text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                  day === today && "font-semibold text-primary",
                )}
                onClick={() => onShowDay(day)}
                aria-current={day === today ? "date" : undefined}
              >
                <span className="sm:hidden">{formatDay(day, { weekday: "narrow" })}</span>
                <span className="hidden sm:inline">{formatDay(day, { weekday: "short" })}</span> <span className="tabular-nums">{Number(day.slice(8))}</span>
              </button>
              <div
                data-allday={day}
                className={cn("flex min-h-8 flex-col gap-0.5 p-0.5", target && "bg-primary/10 outline-2 -outline-offset-2 outline-primary")}
                onClick={(event) => event.target === event.currentTarget && onCreateAt(day)}
              >
                {allDayTasks.map((task) => (
                  <TaskChip key={taskKey(task)} task={task} timeZone={timeZone} overdue={isOverdue(task, now, today)} handlers={chipHandlers} />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {/* Focusable, so the hours scroll with the keyboard too (arrow keys, Page Up/Down). */}
      <div
        ref={scroller}
        className="max-h-[65vh] overflow-y-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        tabIndex={0}
        role="region"
        aria-label={days.length === 1 ? "Hours of the day" : "Hours of the week"}
      >
        <div className="relative grid" style={{ gridTemplateColumns: columns, height: 24 * hourHeight }}>
          <div className="relative" aria-hidden="true">
            {Array.from({ length: 24 }, (_, hour) => (
              <div key={hour} className="absolute right-1 text-[10px] leading-none tabular-nums text-muted-foreground" style={{ top: hour * hourHeight + 3 }}>
                {hour === 0 ? "" : minutesToTime(hour * 60)}
              </div>
            ))}
          </div>
          {days.map((day) => {
            const placed = layoutDay(
              (groups.get(day) ?? []).filter((task) => !task.allDay),
              timeZone,
            );
            const preview = drag?.target?.day === day && drag.target.minutes !== undefined ? drag : null;
            const blockPreview = blockDrag.drag?.target?.day === day ? blockDrag.drag : null;
            return (
              <div
                key={day}
                data-column={day}
                className="relative border-l"
                style={{
                  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${hourHeight - 1}px, var(--color-border) ${hourHeight - 1}px, var(--color-border) ${hourHeight}px)`,
                }}
                onClick={(event) => {
                  if (event.target !== event.currentTarget) return;
                  const rect = event.currentTarget.getBoundingClientRect();
                  onCreateAt(day, Math.min(23 * 60 + 30, Math.floor(((event.clientY - rect.top) / hourHeight) * 2) * 30));
                }}
                aria-label={formatDay(day, { weekday: "long", day: "numeric", month: "long" })}
                role="group"
              >
                {day === today && (
                  <div
                    className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-destructive"
                    style={{ top: (nowMinutes / 60) * hourHeight }}
                    aria-hidden="true"
                  />
                )}
                {blocks
                  .filter((block) => block.date === day)
                  .map((block) => {
                    const clock = wallClock(block.start, timeZone);
                    const minutes = (Date.parse(block.end) - Date.parse(block.start)) / 60_000;
                    const moving = blockDrag.drag?.task.planId === block.planId && blockDrag.drag.task.date === block.date;
                    return (
                      <StudyBlockChip
                        key={block.planId}
                        block={block}
                        timeZone={timeZone}
                        handlers={blockChipHandlers}
                        className={cn("absolute inset-x-0.5 overflow-hidden", moving && "opacity-40")}
                        style={{ top: ((clock.hour * 60 + clock.minute) / 60) * hourHeight, height: Math.max(18, (minutes / 60) * hourHeight) }}
                      />
                    );
                  })}
                {placed.map(({ task, top, height, lane, lanes }) => {
                  const moving = drag?.task.id === task.id && task.occurrence === 0;
                  const resized = moving && drag.mode === "resize" && drag.target?.durationMinutes;
                  return (
                    <TaskChip
                      key={taskKey(task)}
                      task={task}
                      timeZone={timeZone}
                      overdue={isOverdue(task, now, today)}
                      handlers={chipHandlers}
                      className={cn("absolute overflow-hidden", moving && drag.mode === "move" && "opacity-40")}
                      style={{
                        top,
                        height: resized ? ((drag.target?.durationMinutes ?? 0) / 60) * hourHeight : height,
                        left: `calc(${(lane / lanes) * 100}% + 2px)`,
                        width: `calc(${100 / lanes}% - 4px)`,
                      }}
                    >
                      {height >= 36 && task.durationMinutes && <span className="block text-[10px] opacity-80">{task.durationMinutes} min</span>}
                      {task.occurrence === 0 && (
                        <span
                          className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
                          onPointerDown={(event) => {
                            event.stopPropagation();
                            start(event, task, "resize");
                          }}
                          aria-hidden="true"
                          data-resize-handle=""
                        />
                      )}
                    </TaskChip>
                  );
                })}
                {blockPreview && (
                  <DropPreview
                    minutes={blockPreview.target!.minutes ?? 0}
                    length={(Date.parse(blockPreview.task.end) - Date.parse(blockPreview.task.start)) / 60_000}
                    data-block-preview=""
                  />
                )}
                {preview && preview.mode === "move" && (
                  <DropPreview minutes={preview.target!.minutes ?? 0} length={preview.task.durationMinutes ?? defaultDuration} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** Where a dragged task or study block would land: a dashed outline at the drop's start and length, with its time. */
function DropPreview({ minutes, length, ...rest }: { minutes: number; length: number; "data-block-preview"?: string }) {
  return (
    <div
      className="pointer-events-none absolute inset-x-0.5 z-20 rounded border-2 border-dashed border-primary bg-primary/10 px-1 text-[10px] font-medium"
      style={{ top: (minutes / 60) * hourHeight, height: Math.max(18, (length / 60) * hourHeight) }}
      aria-hidden="true"
      {...rest}
    >
      {minutesToTime(minutes)}
    </div>
  );
}
