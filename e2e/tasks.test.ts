import { describe, expect, it } from "vitest";
import { taskMessages } from "../src/shared/messages.js";
import type { TaskDetail, TaskList } from "../src/shared/schemas/tasks.js";
import { addDays, isoWeekday, localDate, localTime } from "../src/shared/time.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { artifacts, browserSuite } from "./support/suite.js";

const timeZone = "America/New_York";

describe("tasks and calendar in the browser", () => {
  const suite = browserSuite({ email: "planner@example.com", name: "Grace Hopper" });

  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${suite.server.url}${path}`, { headers: { cookie: suite.cookie } })).json()) as T;
  const open = (options: { width?: number; colorScheme?: "light" | "dark" } = {}) => suite.open({ ...options, timezoneId: timeZone });

  it("quick-adds a task, shows it in month and week, drags it to another day, completes it, filters by tag", async () => {
    const { page, errors, close } = await open();
    const today = localDate(new Date(), timeZone);
    const tomorrow = addDays(today, 1);
    // Another day of the same Monday-to-Sunday week as tomorrow.
    const otherDay = isoWeekday(tomorrow) === 6 ? addDays(tomorrow, -1) : addDays(tomorrow, 1);

    await page.goto(`${suite.server.url}/tasks?date=${tomorrow}`);
    await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
    const quickAdd = page.getByLabel("Quick add a task");
    await quickAdd.fill("Essay draft tomorrow 5pm #english !high");
    await page.getByRole("button", { name: "Keep “#english” as text, not as the tag" }).waitFor();
    await page.getByRole("button", { name: "Keep “!high” as text, not as the priority" }).waitFor();
    await page.getByRole("button", { name: "Keep “tomorrow 5pm” as text, not as the due date" }).waitFor();
    await page.screenshot({ path: `${artifacts}/tasks-quick-add.png` });
    await quickAdd.press("Enter");
    await waitForText(page, taskMessages.created);

    const monthCell = page.locator(`[data-day="${tomorrow}"]`);
    await monthCell.getByRole("button", { name: /^Essay draft, 5:00/ }).waitFor();
    const listed = await api<TaskList>("/api/tasks?sort=created");
    const essay = listed.tasks.find((task) => task.title === "Essay draft")!;
    expect(essay).toMatchObject({ priority: "high", tags: ["english"], allDay: false, timeZone });
    expect([localDate(essay.dueAt!, timeZone), localTime(essay.dueAt!, timeZone)]).toEqual([tomorrow, "17:00"]);
    await page.screenshot({ path: `${artifacts}/tasks-month.png`, fullPage: true });

    // Let the toast finish coming in: its colours are checked at rest, once its transitions end.
    await page.locator("[data-sonner-toast][data-mounted='true']").first().waitFor();
    await page.waitForFunction(() => Array.from(document.querySelectorAll("[data-sonner-toast]")).every((toast) => toast.getAnimations().length === 0));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Week", exact: true }).click();
    const block = page.locator(`[data-column="${tomorrow}"] [data-task="${essay.id}"]`);
    await block.waitFor();
    await page.screenshot({ path: `${artifacts}/tasks-week.png` });

    // Drag the block sideways to another day: same time, new date.
    await block.scrollIntoViewIfNeeded();
    const from = (await block.boundingBox())!;
    const to = (await page.locator(`[data-column="${otherDay}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 6, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, from.y + 6, { steps: 8 });
    await page.mouse.up();
    await waitForText(page, taskMessages.rescheduled);
    await page.reload();
    await page.locator(`[data-column="${otherDay}"] [data-task="${essay.id}"]`).waitFor();
    const moved = await api<TaskDetail>(`/api/tasks/${essay.id}`);
    expect([localDate(moved.dueAt!, timeZone), localTime(moved.dueAt!, timeZone)]).toEqual([otherDay, "17:00"]);

    // Resize: drag the lower edge down by an hour (48 px per hour).
    const moving = page.locator(`[data-column="${otherDay}"] [data-task="${essay.id}"]`);
    await moving.scrollIntoViewIfNeeded();
    const box = (await moving.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 20, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 46, { steps: 4 });
    await page.mouse.up();
    await waitForText(page, taskMessages.updated);
    expect((await api<TaskDetail>(`/api/tasks/${essay.id}`)).durationMinutes).toBe(90);

    await page.getByRole("button", { name: "Complete “Essay draft”" }).click();
    await waitForText(page, taskMessages.completed);
    expect((await api<TaskDetail>(`/api/tasks/${essay.id}`)).status).toBe("done");

    await quickAdd.fill('Read "The 5th Wave" #history');
    await page.getByRole("button", { name: "Keep “#history” as text, not as the tag" }).waitFor();
    await quickAdd.press("Enter");
    await waitForText(page, taskMessages.created);

    await page.getByRole("button", { name: "List", exact: true }).click();
    const rows = page.getByRole("list", { name: "Tasks" }).getByRole("listitem");
    await page.getByRole("button", { name: /^Read The 5th Wave/ }).waitFor();
    expect(await rows.count()).toBe(2);
    await page.getByLabel("Tag").selectOption("english");
    await page.waitForURL(/tag=english/);
    await page.getByRole("button", { name: /^Read The 5th Wave/ }).waitFor({ state: "detached" });
    expect(await rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain("Essay draft");
    await page.screenshot({ path: `${artifacts}/tasks-list.png`, fullPage: true });

    expect(errors).toEqual([]);
    await close();
  });

  it("renders at 375 px in dark mode, week and agenda, and edits a task in the dialog", async () => {
    const { page, errors, close } = await open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/tasks/create`);
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.waitFor();
    await dialog.getByLabel("Title").fill("Lab report");
    await dialog.getByLabel("Due date").fill(addDays(localDate(new Date(), timeZone), 2));
    await dialog.getByText("Low", { exact: true }).click();
    await dialog.getByLabel("Repeat").selectOption("weekly");
    await dialog.getByText("Thu", { exact: true }).click();
    await page.screenshot({ path: `${artifacts}/tasks-editor-375-dark.png`, fullPage: true });
    await page.getByRole("button", { name: "Create task" }).click();
    await waitForText(page, taskMessages.created);
    await page.waitForURL(/\/tasks(\?|$)/);

    await page.getByRole("button", { name: "Agenda", exact: true }).click();
    await page
      .getByRole("button", { name: /^Lab report/ })
      .first()
      .waitFor();
    await page.screenshot({ path: `${artifacts}/tasks-agenda-375-dark.png`, fullPage: true });
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await page.screenshot({ path: `${artifacts}/tasks-week-375-dark.png` });
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await page.screenshot({ path: `${artifacts}/tasks-month-375-dark.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await close();
  });
});
