import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { Task } from "@shared/schemas/tasks.js";

/** Where a dragged task would land: a day, and in the time grid a start minute (or all day). */
export interface DropTarget {
  day: string;
  minutes?: number;
  /** Dropped on the week view's all-day row: the task becomes all-day. */
  allDay?: boolean;
  /** For a resize: the new duration. */
  durationMinutes?: number;
}

export type DragMode = "move" | "resize";

export interface DragState<T = Task> {
  task: T;
  mode: DragMode;
  target: DropTarget | null;
}

interface Options<T> {
  /** Maps a pointer position to a target; `grabOffsetY` is where in the block it was held. */
  resolve: (x: number, y: number, drag: { task: T; mode: DragMode; grabOffsetY: number }) => DropTarget | null;
  onDrop: (task: T, target: DropTarget, mode: DragMode) => void;
}

const threshold = 4;

/**
 * Pointer dragging for calendar items, tasks and study blocks (mouse, pen and touch alike). A
 * press that moves less than a few pixels stays a click; `consumeClick` tells the click handler
 * a drag just ended.
 */
export function useTaskDrag<T = Task>({ resolve, onDrop }: Options<T>) {
  const [drag, setDrag] = useState<DragState<T> | null>(null);
  const session = useRef<{ task: T; mode: DragMode; startX: number; startY: number; grabOffsetY: number; moved: boolean; target: DropTarget | null } | null>(
    null,
  );
  const justDragged = useRef(false);
  const latest = useRef({ resolve, onDrop });
  useEffect(() => {
    latest.current = { resolve, onDrop };
  });

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const current = session.current;
      if (!current) return;
      if (!current.moved && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < threshold) return;
      current.moved = true;
      event.preventDefault();
      current.target = latest.current.resolve(event.clientX, event.clientY, current);
      setDrag({ task: current.task, mode: current.mode, target: current.target });
    };
    const end = () => {
      const current = session.current;
      session.current = null;
      if (!current) return;
      setDrag(null);
      if (!current.moved) return;
      justDragged.current = true;
      setTimeout(() => {
        justDragged.current = false;
      }, 0);
      if (current.target) latest.current.onDrop(current.task, current.target, current.mode);
    };
    const cancel = (event: KeyboardEvent) => {
      if (event.key === "Escape" && session.current) {
        session.current = null;
        setDrag(null);
      }
    };
    window.addEventListener("pointermove", move, { passive: false });
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    window.addEventListener("keydown", cancel);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      window.removeEventListener("keydown", cancel);
    };
  }, []);

  const start = useCallback((event: ReactPointerEvent<HTMLElement>, task: T, mode: DragMode = "move") => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const rect = event.currentTarget.getBoundingClientRect();
    session.current = { task, mode, startX: event.clientX, startY: event.clientY, grabOffsetY: event.clientY - rect.top, moved: false, target: null };
  }, []);

  const consumeClick = useCallback(() => justDragged.current, []);

  return { drag, start, consumeClick };
}

/** The element with `attribute` under a point, among the container's. */
export function elementAt(container: HTMLElement | null, selector: string, x: number, y: number): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>(selector)) {
    const rect = element.getBoundingClientRect();
    if (x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom) return element;
  }
  return null;
}
