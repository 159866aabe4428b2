import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderApp, signedInAs, stubApi } from "@/testing/render.js";

const notes = "Photosynthesis turns light energy into chemical energy. Chlorophyll absorbs red and blue light in the chloroplasts.";

function stubGenerator(answer: () => Response) {
  const sent: Record<string, unknown>[] = [];
  stubApi({
    "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }),
    "GET /api/ai/quota": () => jsonResponse({ limit: 20, used: 0, remaining: 20, resetsAt: "2026-11-24T00:00:00.000Z" }),
    "POST /api/ai/quizzes": (init) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return answer();
    },
  });
  return sent;
}

describe("the quiz generator form", () => {
  it("checks the source, the types and the count before sending anything, and clears each error once fixed", async () => {
    const sent = stubGenerator(() => jsonResponse({}, 500));
    renderApp("/quizzes/generate");
    await userEvent.click(await screen.findByRole("button", { name: "Generate quiz" }));
    const sourceError = await screen.findByText("Paste at least a few full sentences of notes (80 characters or more).");
    expect(document.activeElement).toBe(screen.getByLabelText("Your notes"));
    expect(sourceError.id).toBe(screen.getByLabelText("Your notes").getAttribute("aria-describedby"));

    await userEvent.type(screen.getByLabelText("Your notes"), notes);
    await waitFor(() => expect(screen.queryByText(/80 characters or more/)).toBeNull());

    for (const label of ["Multiple choice", "True / false", "Short answer"]) await userEvent.click(screen.getByRole("checkbox", { name: label }));
    await userEvent.clear(screen.getByLabelText(/Number of questions/));
    await userEvent.type(screen.getByLabelText(/Number of questions/), "51");
    await userEvent.click(screen.getByRole("button", { name: "Generate quiz" }));
    await screen.findByText("Choose at least one question type.");
    expect(screen.getByText("Choose a whole number from 1 to 50.")).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole("checkbox", { name: "True / false" }));
    await userEvent.clear(screen.getByLabelText(/Number of questions/));
    await userEvent.type(screen.getByLabelText(/Number of questions/), "5");
    await waitFor(() => expect(screen.queryByText("Choose at least one question type.")).toBeNull());
    expect(screen.queryByText("Choose a whole number from 1 to 50.")).toBeNull();
  });

  it("puts the server's issue on its field and any other failure on the form", async () => {
    let answer = () =>
      jsonResponse(
        {
          error: {
            code: "validation_failed",
            message: "Invalid input",
            issues: [{ path: ["text"], message: "This text is too short to work from: give at least a few full sentences." }],
          },
        },
        422,
      );
    const sent = stubGenerator(() => answer());
    renderApp("/quizzes/generate");
    await userEvent.type(await screen.findByLabelText("Your notes"), notes);
    await userEvent.click(screen.getByRole("button", { name: "Generate quiz" }));
    await screen.findByText("This text is too short to work from: give at least a few full sentences.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Your notes")));
    expect(sent[0]).toMatchObject({ text: notes, questionTypes: ["multiple_choice", "true_false", "short_answer"], count: 10, difficulty: "medium" });

    answer = () => jsonResponse({ error: { code: "rate_limited", message: "You have used all 20 AI generations for today." } }, 429);
    await userEvent.click(screen.getByRole("button", { name: "Generate quiz" }));
    await screen.findByText("You have used all 20 AI generations for today.");
    expect(screen.getByText("The quiz could not be generated")).toBeTruthy();
  });
});
