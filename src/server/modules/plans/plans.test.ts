import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlashcardSet } from "../../../shared/schemas/flashcards.js";
import { planMessages, type PlanStudyQueue, type StudyPlan } from "../../../shared/schemas/plans.js";
import type { Quiz } from "../../../shared/schemas/quizzes.js";
import type { TaskDetail } from "../../../shared/schemas/tasks.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { reviewsSince } from "./plans.repository.js";
import { getPlan, placeBlocks } from "./plans.service.js";

const dayMs = 86_400_000;

describe.each(testDatabaseKinds())("/api/study-plans on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async <T>(path: string, json: unknown, who: TestUser = user, status = 201) => {
    const response = await t.request(path, { method: "POST", cookie: who.cookie, json });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(status);
    return readJson<T>(response);
  };
  const set = (title: string, count: number, who: TestUser = user) =>
    post<FlashcardSet>(
      "/api/flashcard-sets",
      { title, cards: Array.from({ length: count }, (_, index) => ({ front: `${title} ${index}`, back: `B ${index}` })) },
      who,
    );
  const quiz = () =>
    post<Quiz>("/api/quizzes", {
      title: "Cells quiz",
      questions: [
        {
          questionText: "Is a cell alive?",
          questionType: "true_false",
          answers: [
            { answerText: "True", isCorrect: true },
            { answerText: "False", isCorrect: false },
          ],
        },
      ],
    });
  const examIn = (days: number) => new Date(Date.now() + days * dayMs).toISOString();

  it("creates a plan: the exam goes on the calendar as a task, and the plan is computed day by day", async () => {
    const biology = await set("Biology", 40);
    const cells = await quiz();
    await post(`/api/quizzes/${cells.id}/attempts`, { responses: [{ questionId: cells.questions[0]!.id, booleanAnswer: false }], timeTakenSeconds: 9 });
    const plan = await post<StudyPlan>("/api/study-plans", {
      title: "Biology exam",
      examAt: examIn(10),
      timeZone: "Europe/London",
      setIds: [biology.id],
      quizIds: [cells.id],
      dailyMinutes: 20,
      windowStart: "18:00",
      windowEnd: "21:00",
    });
    expect(plan).toMatchObject({
      title: "Biology exam",
      status: "active",
      targetRecall: 0.9,
      dailyMinutes: 20,
      cardCount: 40,
      feasible: true,
      cardsLearned: 0,
    });
    expect(plan.sets).toEqual([expect.objectContaining({ id: biology.id, title: "Biology", cardCount: 40, learned: 0 })]);
    expect(plan.quizzes).toEqual([expect.objectContaining({ id: cells.id, questionCount: 1, mistakes: 1 })]);
    expect(plan.predictedRecall).toBeGreaterThanOrEqual(0.9);
    expect(plan.days.reduce((sum, day) => sum + day.newCards, 0)).toBe(40);
    for (const day of plan.days) expect(day.minutes).toBeLessThanOrEqual(20);
    expect(plan.days.flatMap((day) => day.quizzes.map((item) => item.kind)).sort()).toEqual(["full", "mistakes"]);
    // Each day with work after today has a block within the window (today's may have passed).
    for (const day of plan.days.slice(1).filter((candidate) => candidate.minutes > 0)) {
      expect(day.block).not.toBeNull();
      expect(new Date(day.block!.start).getTime()).toBeLessThan(new Date(day.block!.end).getTime());
    }
    expect(plan.history).toHaveLength(1);

    const task = await readJson<TaskDetail>(await t.request(`/api/tasks/${plan.taskId}`, { cookie: user.cookie }));
    expect(task).toMatchObject({ title: "Biology exam", tags: ["exam"], priority: "high", dueAt: plan.examAt });

    const listed = await readJson<{ plans: StudyPlan[] }>(await t.request("/api/study-plans", { cookie: user.cookie }));
    expect(listed.plans).toEqual([expect.objectContaining({ id: plan.id, setCount: 1, quizCount: 1, daysLeft: 10 })]);
  });

  it("studies today's block as one queue, and replans from what happened", async () => {
    const chemistry = await set("Chemistry", 30);
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Chemistry", examAt: examIn(6), setIds: [chemistry.id], timeZone: "UTC" });
    const queue = await readJson<PlanStudyQueue>(await t.request(`/api/study-plans/${plan.id}/study`, { cookie: user.cookie }));
    expect(queue.cards.length).toBe(plan.days[0]!.newCards + plan.days[0]!.reviews);
    expect(queue.cards[0]).toMatchObject({ setId: chemistry.id, setTitle: "Chemistry", state: "new" });
    expect(queue.cards[0]!.next.good).toBeTruthy();

    for (const card of queue.cards.slice(0, 5)) await post(`/api/flashcards/${card.id}/reviews`, { rating: "good" });
    const after = await readJson<StudyPlan>(await t.request(`/api/study-plans/${plan.id}`, { cookie: user.cookie }));
    expect(after.cardsLearned).toBe(5);
    expect(after.sets[0]!.learned).toBe(5);
    // The five new cards learned count against today's share: fewer are left for today.
    expect(after.days[0]!.newCards).toBeLessThan(plan.days[0]!.newCards);
    expect(after.history).toHaveLength(1);
    // Read from the review log: five reviews since the day began, five cards introduced; a second review of one is no new card.
    const dayStart = new Date(Date.now() - 3_600_000);
    expect(await reviewsSince(t.database.db, user.id, [chemistry.id], dayStart)).toEqual({ reviews: 5, introduced: 5 });
    await post(`/api/flashcards/${queue.cards[0]!.id}/reviews`, { rating: "good" });
    expect(await reviewsSince(t.database.db, user.id, [chemistry.id], dayStart)).toEqual({ reviews: 6, introduced: 5 });
    const later = new Date();
    expect(await reviewsSince(t.database.db, user.id, [chemistry.id], later)).toEqual({ reviews: 0, introduced: 0 });
    // A card first reviewed before `since` and again after it was not introduced since then.
    await post(`/api/flashcards/${queue.cards[1]!.id}/reviews`, { rating: "good" });
    expect(await reviewsSince(t.database.db, user.id, [chemistry.id], later)).toEqual({ reviews: 1, introduced: 0 });
  });

  it("lists the study blocks for the calendar and puts them in the iCal feed as busy time", async () => {
    const german = await set("German", 20);
    const plan = await post<StudyPlan>("/api/study-plans", {
      title: "German oral",
      examAt: examIn(5),
      setIds: [german.id],
      timeZone: "UTC",
      windowStart: "06:00",
      windowEnd: "23:45",
    });
    const { blocks } = await readJson<{ blocks: { planId: string; title: string; date: string; start: string; end: string }[] }>(
      await t.request("/api/study-plans/blocks", { cookie: user.cookie }),
    );
    const ours = blocks.filter((block) => block.planId === plan.id);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.map((block) => block.date)).toEqual(plan.days.filter((day) => day.block).map((day) => day.date));
    const feed = await readJson<{ url: string }>(await t.request("/api/calendar-feed", { cookie: user.cookie }));
    const ics = await (await t.request(new URL(feed.url).pathname)).text();
    expect(ics).toContain(`UID:study-${plan.id}-${ours[0]!.date}@cadence`);
    expect(ics).toContain("SUMMARY:Study: German oral");
    expect(ics).toContain("SUMMARY:German oral");
    // ical.js (an independent reader) reads the block with its times.
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const read = events.find((event) => event.uid === `study-${plan.id}-${ours[0]!.date}@cadence`)!;
    expect(read.summary).toBe("Study: German oral");
    expect(read.startDate.toJSDate().toISOString()).toBe(ours[0]!.start);
    expect(read.endDate.toJSDate().toISOString()).toBe(ours[0]!.end);
    expect((await t.request("/api/study-plans/blocks")).status).toBe(401);
  });

  it("rolls a missed day's work forward: read a day later with nothing studied, the plan is made again from there", async () => {
    const spanish = await set("Spanish", 60);
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Spanish", examAt: examIn(8), setIds: [spanish.id], timeZone: "UTC", dailyMinutes: 30 });
    const tomorrow = new Date(Date.now() + dayMs);
    const later = await getPlan(t.database.db, user.id, plan.id, tomorrow);
    expect(later.days.map((day) => day.date)).toEqual(plan.days.slice(1).map((day) => day.date));
    // Every card is still introduced, in fewer days: the first of them takes on yesterday's share.
    expect(later.days.reduce((sum, day) => sum + day.newCards, 0)).toBe(60);
    expect(later.days[0]!.newCards).toBeGreaterThan(plan.days[1]!.newCards);
    expect(later.feasible).toBe(true);
    for (const day of later.days) expect(day.minutes).toBeLessThanOrEqual(30);
  });

  it("says when the goal cannot be met, with a budget that would meet it, and follows a changed budget", async () => {
    const big = await set("Vocabulary", 400);
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Vocab", examAt: examIn(3), setIds: [big.id], dailyMinutes: 10, timeZone: "UTC" });
    expect(plan.feasible).toBe(false);
    expect(plan.suggestion?.dailyMinutes).toBeGreaterThan(10);
    const patched = await t.request(`/api/study-plans/${plan.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { dailyMinutes: plan.suggestion!.dailyMinutes, daysOff: [] },
    });
    expect(patched.status).toBe(200);
    const updated = await readJson<StudyPlan>(patched);
    expect(updated).toMatchObject({ dailyMinutes: plan.suggestion!.dailyMinutes, feasible: true, suggestion: null });
  });

  it("moves the exam's task with a new exam date, and follows the task when it moves", async () => {
    const physics = await set("Physics", 5);
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Physics", examAt: examIn(20), setIds: [physics.id] });
    const moved = examIn(15);
    const updated = await readJson<StudyPlan>(
      await t.request(`/api/study-plans/${plan.id}`, { method: "PATCH", cookie: user.cookie, json: { examAt: moved } }),
    );
    expect(updated.examAt).toBe(moved);
    expect((await readJson<TaskDetail>(await t.request(`/api/tasks/${plan.taskId}`, { cookie: user.cookie }))).dueAt).toBe(moved);
    const later = examIn(25);
    await t.request(`/api/tasks/${plan.taskId}`, { method: "PATCH", cookie: user.cookie, json: { dueAt: later } });
    expect((await readJson<StudyPlan>(await t.request(`/api/study-plans/${plan.id}`, { cookie: user.cookie }))).examAt).toBe(later);
  });

  it("starts from an existing task, and deleting the plan leaves the cards' schedule and the task alone", async () => {
    const history = await set("History", 3);
    const task = await post<TaskDetail>("/api/tasks", { title: "History exam", dueAt: examIn(8) });
    const plan = await post<StudyPlan>("/api/study-plans", { title: "History", examAt: task.dueAt, taskId: task.id, setIds: [history.id] });
    expect(plan.taskId).toBe(task.id);
    const card = history.cards[0]!;
    await post(`/api/flashcards/${card.id}/reviews`, { rating: "easy" });
    const before = await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${history.id}`, { cookie: user.cookie }));
    expect((await t.request(`/api/study-plans/${plan.id}`, { method: "DELETE", cookie: user.cookie })).status).toBe(204);
    expect((await t.request(`/api/study-plans/${plan.id}`, { cookie: user.cookie })).status).toBe(404);
    expect(await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${history.id}`, { cookie: user.cookie }))).toEqual(before);
    expect((await t.request(`/api/tasks/${task.id}`, { cookie: user.cookie })).status).toBe(200);
  });

  it("refuses bad input with 422 and names the field", async () => {
    const mine = await set("Mine", 1);
    const theirs = await set("Theirs", 1, other);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "Past", examAt: new Date(Date.now() - dayMs).toISOString(), setIds: [mine.id] }, "examAt", planMessages.examInPast],
      [{ title: "Far", examAt: examIn(400), setIds: [mine.id] }, "examAt", planMessages.examTooFar],
      [{ title: "Nothing", examAt: examIn(5) }, "setIds", planMessages.nothingCovered],
      [{ title: "Theirs", examAt: examIn(5), setIds: [theirs.id] }, "setIds", planMessages.unknownSet],
      [{ title: "Window", examAt: examIn(5), setIds: [mine.id], windowStart: "20:00", windowEnd: "19:00" }, "windowEnd", planMessages.windowOrder],
      [{ title: "Budget", examAt: examIn(5), setIds: [mine.id], dailyMinutes: 1 }, "dailyMinutes", "Study at least 5 minutes a day"],
      [{ title: "Zone", examAt: examIn(5), setIds: [mine.id], timeZone: "Mars/Base" }, "timeZone", "Choose a time zone from the list"],
      [{ title: "", examAt: examIn(5), setIds: [mine.id] }, "title", "Title is required"],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.request("/api/study-plans", { method: "POST", cookie: user.cookie, json: body });
      expect(response.status, field).toBe(422);
      const { error } = await readJson<{ error: { issues: { path: string[]; message: string }[] } }>(response);
      expect(error.issues).toContainEqual({ path: [field], message });
    }
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Fine", examAt: examIn(5), setIds: [mine.id] });
    expect((await t.request(`/api/study-plans/${plan.id}`, { method: "PATCH", cookie: user.cookie, json: {} })).status).toBe(422);
    expect((await t.request(`/api/study-plans/${plan.id}`, { method: "PATCH", cookie: user.cookie, json: { windowStart: "23:30" } })).status).toBe(422);
  });

  it("turns a quiz's mistakes into cards once, in a set named after the quiz that joins the quiz's plan", async () => {
    const cells = await post<Quiz>("/api/quizzes", {
      title: "Organelles quiz",
      questions: [
        {
          questionText: "Which organelle makes ATP?",
          questionType: "multiple_choice",
          explanation: "Cellular respiration happens there.",
          answers: [
            { answerText: "Mitochondrion", isCorrect: true },
            { answerText: "Ribosome", isCorrect: false },
          ],
        },
        {
          questionText: "Ribosomes make proteins.",
          questionType: "true_false",
          answers: [
            { answerText: "True", isCorrect: true },
            { answerText: "False", isCorrect: false },
          ],
        },
      ],
    });
    const [first, second] = cells.questions;
    const wrong = first!.answers.find((answer) => !answer.isCorrect)!.id;
    const attempt = await post<{ id: string }>(`/api/quizzes/${cells.id}/attempts`, {
      responses: [
        { questionId: first!.id, selectedAnswerIds: [wrong] },
        { questionId: second!.id, booleanAnswer: true },
      ],
      timeTakenSeconds: 30,
    });
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Organelles", examAt: examIn(9), quizIds: [cells.id] });

    const made = await post<{ setId: string; setTitle: string; added: number; skipped: number }>(`/api/attempts/${attempt.id}/flashcards`, {}, user, 200);
    expect(made).toMatchObject({ setTitle: "Organelles quiz: mistakes", added: 1, skipped: 0 });
    const cardSet = await readJson<FlashcardSet>(await t.request(`/api/flashcard-sets/${made.setId}`, { cookie: user.cookie }));
    expect(cardSet.cards.map((card) => [card.front, card.back])).toEqual([
      ["Which organelle makes ATP?", "Mitochondrion\n\nCellular respiration happens there."],
    ]);

    // Missed again: no second card.
    const again = await post<{ setId: string; added: number; skipped: number }>(`/api/attempts/${attempt.id}/flashcards`, {}, user, 200);
    expect(again).toMatchObject({ setId: made.setId, added: 0, skipped: 1 });
    // The quiz's plan now covers the set.
    const replanned = await readJson<StudyPlan>(await t.request(`/api/study-plans/${plan.id}`, { cookie: user.cookie }));
    expect(replanned.sets.map((entry) => entry.id)).toEqual([made.setId]);
    expect(replanned.cardCount).toBe(1);

    // Into a chosen set; another user's set, attempt or no session are refused.
    const chosen = await set("Chosen", 1);
    expect(await post(`/api/attempts/${attempt.id}/flashcards`, { setId: chosen.id }, user, 200)).toMatchObject({ setId: chosen.id, added: 1 });
    const theirs = await set("Not yours", 1, other);
    expect((await t.request(`/api/attempts/${attempt.id}/flashcards`, { method: "POST", cookie: user.cookie, json: { setId: theirs.id } })).status).toBe(422);
    expect((await t.request(`/api/attempts/${attempt.id}/flashcards`, { method: "POST", cookie: other.cookie, json: {} })).status).toBe(404);
    expect((await t.request(`/api/attempts/${attempt.id}/flashcards`, { method: "POST", json: {} })).status).toBe(401);
    expect((await t.request(`/api/attempts/${attempt.id}/flashcards`, { method: "POST", cookie: user.cookie, json: { setId: "nope" } })).status).toBe(422);
  });

  it("moves a block to another day and time: the plan works around it, and it can be put back", async () => {
    const latin = await set("Latin", 40);
    const plan = await post<StudyPlan>("/api/study-plans", {
      title: "Latin",
      examAt: examIn(9),
      setIds: [latin.id],
      timeZone: "UTC",
      windowStart: "06:00",
      windowEnd: "23:45",
    });
    const from = plan.days[2]!;
    const to = plan.days[5]!;
    expect(from.block).not.toBeNull();
    const put = (date: string, start: string, who: TestUser = user) =>
      t.request(`/api/study-plans/${plan.id}/blocks/${date}`, { method: "PUT", cookie: who.cookie, json: { start } });
    const start = `${to.date}T07:30:00.000Z`;
    const response = await put(from.date, start);
    expect(response.status).toBe(200);
    const moved = await readJson<StudyPlan>(response);
    // The day it left is no study day any more; the day it went to starts at the chosen time; nothing is lost.
    expect(moved.days.map((day) => day.date)).not.toContain(from.date);
    const target = moved.days.find((day) => day.date === to.date)!;
    expect(target.block).toMatchObject({ start, moved: true });
    expect(moved.days.reduce((sum, day) => sum + day.newCards, 0)).toBe(40);
    expect(moved.feasible).toBe(true);
    const { blocks } = await readJson<{ blocks: { planId: string; date: string; start: string; moved: boolean }[] }>(
      await t.request("/api/study-plans/blocks", { cookie: user.cookie }),
    );
    expect(blocks.filter((block) => block.planId === plan.id && block.moved)).toEqual([expect.objectContaining({ date: to.date, start })]);

    // Moved again, it keeps the day it first left; put back, the plan is as it was.
    const again = await readJson<StudyPlan>(await put(to.date, `${to.date}T09:00:00.000Z`));
    expect(again.days.find((day) => day.date === to.date)!.block).toMatchObject({ start: `${to.date}T09:00:00.000Z`, moved: true });
    expect(again.days.map((day) => day.date)).not.toContain(from.date);
    const reset = await t.request(`/api/study-plans/${plan.id}/blocks/${to.date}`, { method: "DELETE", cookie: user.cookie });
    expect(reset.status).toBe(200);
    const back = await readJson<StudyPlan>(reset);
    expect(back.days.map((day) => day.date)).toEqual(plan.days.map((day) => day.date));
    expect(back.days.some((day) => day.block?.moved)).toBe(false);
    expect((await t.request(`/api/study-plans/${plan.id}/blocks/${to.date}`, { method: "DELETE", cookie: user.cookie })).status).toBe(404);

    // Refused: the past, the exam day or later, a day with no block, a bad body, another user's plan, no session.
    const refused = async (response: Response, status: number, message: string) => {
      expect(response.status).toBe(status);
      expect(JSON.stringify(await readJson(response))).toContain(message);
    };
    await refused(await put(from.date, new Date(Date.now() - dayMs).toISOString()), 422, planMessages.blockInPast);
    await refused(await put(from.date, examIn(9.5)), 422, planMessages.blockAfterExam);
    await refused(await put("2020-01-01", start), 404, planMessages.blockNotFound);
    await refused(await put("not-a-day", start), 404, planMessages.blockNotFound);
    expect((await put(from.date, "tomorrow")).status).toBe(422);
    await refused(await put(from.date, start, other), 404, planMessages.notFound);
    expect((await t.request(`/api/study-plans/${plan.id}/blocks/${from.date}`, { method: "PUT", json: { start } })).status).toBe(401);
  });

  it("with the preference on, turns each attempt's mistakes into cards without being asked", async () => {
    const spelling = await post<Quiz>("/api/quizzes", {
      title: "Spelling quiz",
      questions: [
        {
          questionText: "Necessary has one c.",
          questionType: "true_false",
          answers: [
            { answerText: "True", isCorrect: true },
            { answerText: "False", isCorrect: false },
          ],
        },
      ],
    });
    const answer = (value: boolean) => ({ responses: [{ questionId: spelling.questions[0]!.id, booleanAnswer: value }], timeTakenSeconds: 5 });
    const titled = async () =>
      (await readJson<{ sets: { title: string; cardCount: number }[] }>(await t.request("/api/flashcard-sets?limit=100", { cookie: user.cookie }))).sets.filter(
        (entry) => entry.title === "Spelling quiz: mistakes",
      );
    await post(`/api/quizzes/${spelling.id}/attempts`, answer(false));
    expect(await titled()).toEqual([]);
    const on = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { mistakeCards: true } });
    expect(on.status).toBe(200);
    expect(await readJson(on)).toMatchObject({ mistakeCards: true });
    await post(`/api/quizzes/${spelling.id}/attempts`, answer(false));
    await post(`/api/quizzes/${spelling.id}/attempts`, answer(false));
    await post(`/api/quizzes/${spelling.id}/attempts`, answer(true));
    expect(await titled()).toEqual([expect.objectContaining({ cardCount: 1 })]);
    expect((await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { mistakeCards: "yes" } })).status).toBe(422);
    await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { mistakeCards: false } });
  });

  it("answers 401 without a session and 404 for another user's plan or a malformed id", async () => {
    const mine = await set("Private", 2);
    const plan = await post<StudyPlan>("/api/study-plans", { title: "Private", examAt: examIn(5), setIds: [mine.id] });
    expect((await t.request("/api/study-plans")).status).toBe(401);
    expect((await t.request(`/api/study-plans/${plan.id}`)).status).toBe(401);
    for (const path of [`/api/study-plans/${plan.id}`, `/api/study-plans/${plan.id}/study`, "/api/study-plans/not-a-uuid"]) {
      const response = await t.request(path, { cookie: other.cookie });
      expect(response.status, path).toBe(404);
      expect(await readJson(response)).toMatchObject({ error: { message: planMessages.notFound } });
    }
    expect((await t.request(`/api/study-plans/${plan.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect((await readJson<{ plans: unknown[] }>(await t.request("/api/study-plans", { cookie: other.cookie }))).plans).toEqual([]);
  });
});

describe("study blocks", () => {
  const day = "2026-12-01";
  const at = (time: string) => new Date(`${day}T${time}:00Z`);
  it("go in the first free stretch of the window, never over a timed task, and nowhere when there is no room", () => {
    const busy = [
      { start: at("17:00"), end: at("18:00") },
      { start: at("18:30"), end: at("19:00") },
    ];
    const blocks = placeBlocks([{ date: day, minutes: 40 }], { start: "17:00", end: "21:00" }, busy, "UTC");
    expect(blocks.get(day)).toEqual({ start: at("19:00"), end: at("19:40"), moved: false });
    const none = placeBlocks([{ date: day, minutes: 60 }], { start: "17:00", end: "19:00" }, busy, "UTC");
    expect(none.get(day)).toBeNull();
    // Today, not in the past.
    const later = placeBlocks([{ date: day, minutes: 20 }], { start: "17:00", end: "21:00" }, [], "UTC", at("19:05"));
    expect(later.get(day)).toEqual({ start: at("19:15"), end: at("19:35"), moved: false });
  });

  it("put a moved block where the user put it, over a task or outside the window alike", () => {
    const busy = [{ start: at("07:00"), end: at("08:00") }];
    const pinned = new Map([[day, "07:30"]]);
    const blocks = placeBlocks([{ date: day, minutes: 22 }], { start: "17:00", end: "21:00" }, busy, "UTC", undefined, pinned);
    expect(blocks.get(day)).toEqual({ start: at("07:30"), end: at("07:55"), moved: true });
  });
});
