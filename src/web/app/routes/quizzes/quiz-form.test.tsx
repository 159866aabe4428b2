import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { quizMessages } from "@shared/messages.js";
import { jsonResponse, renderApp, signedInAs, stubApi } from "@/testing/render.js";

const me = signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });

describe("the quiz form", () => {
  it("puts each issue on its question, focuses it, clears it once fixed, and shows the server's issues the same way", async () => {
    const posted: Record<string, unknown>[] = [];
    stubApi({
      "GET /api/session": me,
      "GET /api/quizzes": () => jsonResponse({ quizzes: [], total: 0 }),
      "POST /api/quizzes": (init) => {
        posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return jsonResponse(
          {
            error: {
              code: "validation_failed",
              message: "Some fields are not valid",
              issues: [{ path: ["questions", 0, "answers"], message: "Mark one option correct" }],
            },
          },
          422,
        );
      },
    });
    renderApp("/quizzes/create");
    await userEvent.type(await screen.findByLabelText("Title"), "Cells");
    await userEvent.click(screen.getByRole("button", { name: "Create quiz" }));

    const question = screen.getByRole("group", { name: "Question 1" });
    await within(question).findByText("Write the question");
    expect(posted).toEqual([]);
    // The failed save took the focus to the question in error.
    expect(question.contains(document.activeElement)).toBe(true);

    await userEvent.type(within(question).getByLabelText("Question 1"), "What is the unit of life?");
    await waitFor(() => expect(within(question).queryByText("Write the question")).toBeNull());
    await userEvent.type(within(question).getByLabelText("Option 1 of question 1"), "The cell");
    await userEvent.type(within(question).getByLabelText("Option 2 of question 1"), "The atom");
    await userEvent.click(screen.getByRole("button", { name: "Create quiz" }));

    await within(question).findByText("Mark one option correct");
    expect(posted).toHaveLength(1);
    await screen.findByText(quizMessages.createFailed);
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Cells");
  }, 20_000);
});
