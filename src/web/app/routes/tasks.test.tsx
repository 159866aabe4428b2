import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { taskMessages } from "@shared/messages.js";
import type { ParsedTask, Task, TaskDetail } from "@shared/schemas/tasks.js";
import { addDays, instantAt, localDate } from "@shared/time.js";
import { detectTimeZone } from "@/lib/time-zone.js";
import { jsonResponse, renderApp, signedInAs, stubApi } from "@/testing/render.js";

const me = signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
const timeZone = detectTimeZone();
const today = localDate(new Date(), timeZone);

function task(overrides: Partial<Task>): Task {
  return {
    id: "t1",
    parentId: null,
    title: "Task",
    description: "",
    dueAt: null,
    allDay: false,
    durationMinutes: null,
    startDate: null,
    priority: "medium",
    status: "todo",
    completedAt: null,
    tags: [],
    rrule: null,
    timeZone,
    position: 0,
    subtaskCount: 0,
    subtasksDone: 0,
    occurrence: 0,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

const list = (tasks: Task[]) => () => jsonResponse({ tasks, nextOffset: null });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe("the tasks screen", () => {
  it("shows the month's tasks on their days, marks what is overdue, and opens a task to edit", async () => {
    const yesterday = addDays(today, -1);
    const essay = task({ id: "essay", title: "Essay draft", dueAt: instantAt(today, "17:00", timeZone).toISOString(), priority: "high", tags: ["english"] });
    const late = task({ id: "late", title: "Library books", dueAt: yesterday, allDay: true });
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": list([essay, late]),
      "GET /api/tasks/tags": () => jsonResponse({ tags: [{ tag: "english", count: 1 }] }),
      "GET /api/tasks/essay": () => jsonResponse({ ...essay, subtasks: [task({ id: "s1", title: "Outline", parentId: "essay" })] } satisfies TaskDetail),
    });
    renderApp(`/tasks?date=${today}`);
    // (Anchored, and no digit after: on the 1st, "Tuesday, December 1" must not also find the 15th.)
    const label = new Intl.DateTimeFormat(undefined, { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }).format(
      new Date(`${today}T12:00:00Z`),
    );
    const cell = await screen.findByRole("gridcell", { name: new RegExp(`^${label}(?!\\d)`) });
    const chip = await within(cell).findByRole("button", { name: /^Essay draft, .*High priority/ });
    expect(screen.getByRole("button", { name: /^Library books, all day, Medium priority, overdue/ })).toBeTruthy();

    await userEvent.click(chip);
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    expect((within(dialog).getByLabelText("Title") as HTMLInputElement).value).toBe("Essay draft");
    expect((within(dialog).getByLabelText("Time (optional)") as HTMLInputElement).value).toBe("17:00");
    expect(within(dialog).getByText("Outline")).toBeTruthy();
    expect(within(dialog).getByText("#english")).toBeTruthy();
  });

  it("keeps an open task's form and its unsaved edits when a background reload of the task fails", async () => {
    const essay = task({ id: "essay", title: "Essay draft", dueAt: today, allDay: true });
    let reads = 0;
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": list([essay]),
      "GET /api/tasks/tags": () => jsonResponse({ tags: [] }),
      "GET /api/tasks/essay": () => {
        reads += 1;
        return reads === 1
          ? jsonResponse({ ...essay, subtasks: [] } satisfies TaskDetail)
          : jsonResponse({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }, 500);
      },
    });
    const { queryClient } = renderApp(`/tasks?date=${today}`);
    await userEvent.click(await screen.findByRole("button", { name: /^Essay draft, all day/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    await userEvent.type(within(dialog).getByLabelText("Title"), " v2");
    await queryClient.refetchQueries();
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByText(taskMessages.notFound)).toBeNull();
    expect((within(screen.getByRole("dialog", { name: "Edit task" })).getByLabelText("Title") as HTMLInputElement).value).toBe("Essay draft v2");
  });

  it("previews quick add as chips, keeps a removed chip's words as text, and saves what it read", async () => {
    const parses: string[] = [];
    const created: Record<string, unknown>[] = [];
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": list([]),
      "POST /api/tasks/parse": (init) => {
        const { text } = bodyOf(init) as { text: string };
        parses.push(text);
        const quoted = text.includes('"tomorrow"');
        const start = text.indexOf("tomorrow");
        const result: ParsedTask = {
          title: quoted ? "Essay tomorrow" : "Essay",
          dueAt: quoted ? null : addDays(today, 1),
          durationMinutes: null,
          tags: ["english"],
          priority: null,
          rrule: null,
          parts: [
            ...(quoted ? [] : [{ kind: "date" as const, text: "tomorrow", start, end: start + 8, label: "Tomorrow" }]),
            { kind: "tag", text: "#english", start: text.indexOf("#"), end: text.indexOf("#") + 8, label: "#english" },
          ],
        };
        return jsonResponse(result);
      },
      "POST /api/tasks": (init) => {
        created.push(bodyOf(init));
        return jsonResponse({ ...task({ id: "new", title: "Essay tomorrow" }), subtasks: [] }, 201);
      },
    });
    renderApp("/tasks");
    const input = await screen.findByLabelText("Quick add a task");
    // (Chips are looked for inside the quick-add form: naming every button of the month grid is slow on a busy machine.)
    const quickAdd = within(input.closest("form")!);
    await userEvent.type(input, "Essay tomorrow #english");
    const removeDate = await quickAdd.findByRole("button", { name: "Keep “tomorrow” as text, not as the due date" });
    expect(quickAdd.getByRole("button", { name: "Keep “#english” as text, not as the tag" })).toBeTruthy();

    await userEvent.click(removeDate);
    expect((input as HTMLInputElement).value).toBe('Essay "tomorrow" #english');
    await waitFor(() => expect(quickAdd.queryByRole("button", { name: "Keep “tomorrow” as text, not as the due date" })).toBeNull());
    await waitFor(() => expect(parses).toContain('Essay "tomorrow" #english'));
    await userEvent.type(input, "{Enter}");
    await screen.findByText(taskMessages.created);
    expect(created).toEqual([{ title: "Essay tomorrow", dueAt: null, durationMinutes: null, tags: ["english"], rrule: null, priority: null, timeZone }]);
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("shows no chips read from earlier words while the current words are still being read", async () => {
    // A chip's words are found by where they stand in the line it was read from; a chip of an
    // older reading would quote the wrong words when removed.
    const held: (() => void)[] = [];
    const reading = (text: string): ParsedTask => {
      const [tag, priority] = [text.indexOf("#"), text.indexOf("!high")];
      return {
        title: "Essay",
        dueAt: null,
        durationMinutes: null,
        tags: ["english"],
        priority: priority >= 0 ? "high" : null,
        rrule: null,
        parts: [
          { kind: "tag", text: "#english", start: tag, end: tag + 8, label: "#english" },
          ...(priority >= 0 ? [{ kind: "priority" as const, text: "!high", start: priority, end: priority + 5, label: "High priority" }] : []),
        ],
      };
    };
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": list([]),
      "POST /api/tasks/parse": (init) => {
        const { text } = bodyOf(init) as { text: string };
        if (!text.endsWith("!high")) return jsonResponse(reading(text));
        return new Promise((resolve) => held.push(() => resolve(jsonResponse(reading(text)))));
      },
    });
    renderApp("/tasks");
    const input = await screen.findByLabelText("Quick add a task");
    // (Chips are looked for inside the quick-add form: naming every button of the month grid is slow on a busy machine.)
    const quickAdd = within(input.closest("form")!);
    await userEvent.type(input, "Essay #english");
    await quickAdd.findByRole("button", { name: "Keep “#english” as text, not as the tag" });
    await userEvent.type(input, " !high");
    await waitFor(() => expect(held).toHaveLength(1));
    expect(quickAdd.queryByRole("button", { name: "Keep “#english” as text, not as the tag" })).toBeNull();
    held[0]!();
    await quickAdd.findByRole("button", { name: "Keep “!high” as text, not as the priority" });
    await userEvent.click(quickAdd.getByRole("button", { name: "Keep “#english” as text, not as the tag" }));
    expect((input as HTMLInputElement).value).toBe('Essay "#english" !high');
  });

  it("checks the new-task form before sending and shows the server's field errors", async () => {
    const created: Record<string, unknown>[] = [];
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": list([]),
      "GET /api/tasks/tags": () => jsonResponse({ tags: [] }),
      "POST /api/tasks": (init) => {
        created.push(bodyOf(init));
        return jsonResponse(
          {
            error: { code: "validation_failed", message: "Some fields are not valid", issues: [{ path: ["rrule"], message: "This repeat rule is not valid" }] },
          },
          422,
        );
      },
    });
    renderApp("/tasks/create");
    const dialog = await screen.findByRole("dialog", { name: "New task" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    await within(dialog).findByText("Title is required");
    expect(created).toEqual([]);
    // The failed save took the focus to the field in error, marked invalid; fixing it clears the error.
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Title"));
    expect(within(dialog).getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");

    await userEvent.type(within(dialog).getByLabelText("Title"), "Lab report");
    await waitFor(() => expect(within(dialog).queryByText("Title is required")).toBeNull());
    fireEvent.change(within(dialog).getByLabelText("Due date"), { target: { value: "2026-12-03" } });
    await userEvent.type(within(dialog).getByLabelText("Tags"), "Chem{Enter}");
    await userEvent.selectOptions(within(dialog).getByLabelText("Repeat"), "custom");
    await userEvent.type(within(dialog).getByLabelText("Rule (iCalendar RRULE)"), "FREQ=SOMETIMES");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    await within(dialog).findByText("This repeat rule is not valid");
    // The server's issue is on the repeat field, which has the focus.
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Repeat"));
    expect(created[0]).toMatchObject({
      title: "Lab report",
      dueAt: "2026-12-03",
      durationMinutes: null,
      tags: ["chem"],
      rrule: "FREQ=SOMETIMES",
      priority: null,
      timeZone,
    });
    expect((within(dialog).getByLabelText("Title") as HTMLInputElement).value).toBe("Lab report");
  });

  it("says when tasks cannot be loaded and tries again", async () => {
    let calls = 0;
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }, 500) : list([])();
      },
    });
    renderApp("/tasks");
    await screen.findByText(taskMessages.loadFailedInline);
    await screen.findByText(taskMessages.loadFailed);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByText(taskMessages.loadFailedInline)).toBeNull());
  });

  it("filters the list by tag and deletes selected tasks with an undo", async () => {
    const requested: string[] = [];
    const restored: unknown[] = [];
    stubApi({
      "GET /api/session": me,
      "GET /api/tasks": () => list([task({ id: "a", title: "Read chapter", tags: ["history"] }), task({ id: "b", title: "Essay", tags: ["english"] })])(),
      "GET /api/tasks/tags": () =>
        jsonResponse({
          tags: [
            { tag: "english", count: 1 },
            { tag: "history", count: 1 },
          ],
        }),
      "DELETE /api/tasks": (init) => jsonResponse({ count: (bodyOf(init).ids as string[]).length }),
      "POST /api/tasks/restore": (init) => {
        restored.push(bodyOf(init));
        return jsonResponse({ count: 1 });
      },
    });
    stubApiLog(requested);
    const { router } = renderApp("/tasks?view=list");
    await screen.findByRole("button", { name: /^Read chapter/ });
    await screen.findByRole("option", { name: "#history (1)" });
    await userEvent.selectOptions(screen.getByLabelText("Tag"), "history");
    await waitFor(() => expect(router.state.location.search).toContain("tag=history"));
    await waitFor(() => expect(requested.some((url) => url.includes("tag=history"))).toBe(true));

    await userEvent.click(screen.getByRole("checkbox", { name: "Select “Read chapter”" }));
    await userEvent.click(within(screen.getByRole("toolbar", { name: "Selected tasks" })).getByRole("button", { name: "Delete" }));
    await screen.findByText(taskMessages.deleted);
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText(taskMessages.restored);
    expect(restored).toEqual([{ ids: ["a"] }]);
  });
});

/** Wraps the stubbed fetch to record the URLs of task list requests. */
function stubApiLog(requested: string[]) {
  const stubbed = globalThis.fetch as unknown as { mockImplementation: (fn: typeof fetch) => void; getMockImplementation: () => typeof fetch };
  const original = stubbed.getMockImplementation();
  stubbed.mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("/api/tasks?")) requested.push(url);
    return original(input, init);
  });
}
