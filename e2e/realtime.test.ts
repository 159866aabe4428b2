import { describe, expect, it } from "vitest";
import { localDate } from "../src/shared/time.js";
import { taskMessages } from "../src/shared/messages.js";
import { waitForText } from "./support/checks.js";
import { startServer } from "./support/server.js";
import { artifacts, browserSuite } from "./support/suite.js";

const timeZone = "Europe/Berlin";

/** What a browser logs while its server is down: expected during the restart, nothing else is. */
const outageNoise = /WebSocket connection to .* failed|Failed to load resource|ERR_CONNECTION_REFUSED/;

describe("live updates between tabs", () => {
  const suite = browserSuite({ email: "two-tabs@example.com", name: "Ada Lovelace" });

  it("shows a task created in one tab in the other without a reload, and reconnects after a server restart", async () => {
    const { page: first, errors, close } = await suite.open({ timezoneId: timeZone });
    const second = await first.context().newPage();
    const secondErrors: string[] = [];
    second.on("console", (message) => {
      if (message.type() === "error") secondErrors.push(message.text());
    });
    const today = localDate(new Date(), timeZone);

    for (const page of [first, second]) {
      await page.goto(`${suite.server.url}/tasks?date=${today}`);
      await page.getByRole("heading", { level: 1, name: "Tasks" }).waitFor();
      await page.locator('html[data-realtime="open"]').waitFor();
    }
    // Anything that reloads the second tab would lose this.
    await second.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await first.getByLabel("Quick add a task").fill("Read chapter 4 today");
    await first.getByLabel("Quick add a task").press("Enter");
    await waitForText(first, taskMessages.created);
    const inSecond = second.locator(`[data-day="${today}"]`).getByRole("button", { name: /^Read chapter 4/ });
    await inSecond.waitFor({ timeout: 5000 });
    await second.screenshot({ path: `${artifacts}/realtime-second-tab.png` });

    // The server goes away and comes back on the same port and data: the tab finds it again.
    const { port, dataDir } = suite.server;
    expect(await suite.server.stop()).toBe(0);
    await second.locator('html[data-realtime="reconnecting"]').waitFor();
    suite.server = await startServer({ port, dataDir });
    await second.locator('html[data-realtime="open"]').waitFor({ timeout: 20_000 });

    const created = await fetch(`${suite.server.url}/api/tasks`, {
      method: "POST",
      headers: { cookie: suite.cookie, "content-type": "application/json", origin: suite.server.url },
      body: JSON.stringify({ title: "Made after the restart", dueAt: today }),
    });
    expect(created.status).toBe(201);
    await second
      .locator(`[data-day="${today}"]`)
      .getByRole("button", { name: /^Made after the restart/ })
      .waitFor({ timeout: 5000 });
    expect(await second.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await second.screenshot({ path: `${artifacts}/realtime-after-restart.png` });

    expect(errors.filter((error) => !outageNoise.test(error))).toEqual([]);
    expect(secondErrors.filter((error) => !outageNoise.test(error))).toEqual([]);
    await close();
  });
});
