import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { flashcardMessages } from "@shared/messages.js";
import type { SetSummary } from "@shared/schemas/flashcards.js";
import { jsonResponse, renderApp, signedInAs, stubApi } from "@/testing/render.js";

const me = signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
const summary = (overrides: Partial<SetSummary>): SetSummary => ({
  id: "s1",
  title: "Set",
  description: "",
  colorTheme: "#3B82F6",
  cardCount: 2,
  dueCount: 1,
  newCount: 1,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

/** A signed-in user with no sets, whose imports answer with `answer`; returns what was posted. */
function stubImport(answer: () => Response): Record<string, unknown>[] {
  const posted: Record<string, unknown>[] = [];
  stubApi({
    "GET /api/session": me,
    "GET /api/flashcard-sets": () => jsonResponse({ sets: [] }),
    "POST /api/flashcard-sets/import": (init) => {
      posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return answer();
    },
  });
  return posted;
}

describe("the flashcards screen", () => {
  it("says 'Failed to load flashcards' in a toast and inline, and retries", async () => {
    let calls = 0;
    stubApi({
      "GET /api/session": me,
      "GET /api/flashcard-sets": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }, 500)
          : jsonResponse({ sets: [summary({ title: "Spanish" })] });
      },
    });
    renderApp("/flashcards");
    await screen.findByText(flashcardMessages.loadFailedInline);
    await screen.findByText(flashcardMessages.loadFailed);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("heading", { level: 2, name: "Spanish" });
  });

  it("reports a partial bulk delete with the spec's message", async () => {
    stubApi({
      "GET /api/session": me,
      "GET /api/flashcard-sets": () => jsonResponse({ sets: [summary({ id: "a", title: "One" }), summary({ id: "b", title: "Two" })] }),
      "DELETE /api/flashcard-sets": () => jsonResponse({ count: 1 }),
    });
    renderApp("/flashcards");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select “One”" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select “Two”" }));
    await userEvent.click(within(screen.getByRole("toolbar", { name: "Selected sets" })).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete 2 sets?" })).getByRole("button", { name: "Delete" }));
    await screen.findByText(flashcardMessages.bulkDeleteFailed);
  });

  it("checks the set form before sending: a card needs both sides", async () => {
    const posted: unknown[] = [];
    stubApi({
      "GET /api/session": me,
      "GET /api/flashcard-sets": () => jsonResponse({ sets: [] }),
      "POST /api/flashcard-sets": (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...summary({ title: "Verbs", cardCount: 1 }), cards: [] }, 201);
      },
    });
    renderApp("/flashcards");
    await userEvent.click((await screen.findAllByRole("button", { name: "New set" }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "New flashcard set" });
    await userEvent.type(within(dialog).getByLabelText("Title"), "Verbs");
    await userEvent.type(within(dialog).getByLabelText("Front of card 1"), "ser");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create set" }));
    await within(dialog).findByText("Card 1: The back cannot be empty");
    expect(posted).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText("Back of card 1"), "to be");
    // Fixed, the error goes without another submit.
    await waitFor(() => expect(within(dialog).queryByText("Card 1: The back cannot be empty")).toBeNull());
    await userEvent.click(within(dialog).getByRole("button", { name: "Create set" }));
    await screen.findByText(flashcardMessages.created);
    await waitFor(() => expect(posted).toEqual([{ title: "Verbs", description: "", colorTheme: "#3B82F6", cards: [{ front: "ser", back: "to be" }] }]));
  });

  it("imports with the separators it guessed, and converts Anki's HTML once its reader has loaded", async () => {
    const posted = stubImport(() => jsonResponse({ set: summary({ title: "Biology" }), imported: 2, errors: [], notes: [] }, 201));
    renderApp("/flashcards");
    await userEvent.click((await screen.findAllByRole("button", { name: /Import/ }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Import cards" });
    await userEvent.type(within(dialog).getByLabelText("Set title"), "Biology");
    const pasted = within(dialog).getByLabelText("Or paste the cards");
    await userEvent.click(pasted);
    await userEvent.paste("Term - Definition;mitosis - cell division;ATP - energy, for cells");
    expect((within(dialog).getByLabelText("Between term and definition") as HTMLSelectElement).value).toBe(" - ");
    expect((within(dialog).getByLabelText("Between cards") as HTMLSelectElement).value).toBe(";");
    expect((within(dialog).getByLabelText("The first row names the columns (leave it out)") as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText("energy, for cells")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 2 cards" }));
    await waitFor(() => expect(posted[0]).toMatchObject({ title: "Biology", termSeparator: " - ", rowSeparator: ";", skipHeader: true }));
    // A file without Anki's guids has nothing to update: no such choice is sent.
    expect(posted[0]).not.toHaveProperty("onExisting");

    // The import closed the dialog: a new one for Anki's HTML export.
    await screen.findByText(flashcardMessages.imported(2));
    await userEvent.click((await screen.findAllByRole("button", { name: /Import/ }))[0]!);
    const again = await screen.findByRole("dialog", { name: "Import cards" });
    await userEvent.click(within(again).getByLabelText("Or paste the cards"));
    await userEvent.paste('#separator:tab\n#html:true\n<b>Mitosis</b>\tcell <i>division</i><img src="a.png">\n');
    await within(again).findByText("**Mitosis**");
    expect(within(again).getByText("1 image was not brought over (Cadence's cards hold text)")).toBeTruthy();
  });

  it("offers to update the set an Anki deck was imported into before, and says what changed", async () => {
    const posted = stubImport(() =>
      jsonResponse({ set: summary({ title: "Bio 101" }), into: "existing", imported: 2, added: 1, updated: 1, unchanged: 0, errors: [], notes: [] }, 200),
    );
    renderApp("/flashcards");
    await userEvent.click((await screen.findAllByRole("button", { name: /Import/ }))[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Import cards" });
    await userEvent.type(within(dialog).getByLabelText("Set title"), "Biology");
    await userEvent.click(within(dialog).getByLabelText("Or paste the cards"));
    await userEvent.paste("#separator:tab\n#guid column:1\nOt|Wz1>ey\tcell\tunit of life\nb@8Rz9*Kq\tATP\tenergy\n");
    const update = within(dialog).getByRole("checkbox", { name: /update that set instead of making a new one/ }) as HTMLInputElement;
    expect(update.checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 2 cards" }));
    await screen.findByText(flashcardMessages.merged("Bio 101", { added: 1, updated: 1, unchanged: 0 }));
    expect(posted[0]).toMatchObject({ title: "Biology", onExisting: "update" });

    // Unticked, the same file asks for a set of its own.
    await userEvent.click((await screen.findAllByRole("button", { name: /Import/ }))[0]!);
    const again = await screen.findByRole("dialog", { name: "Import cards" });
    await userEvent.type(within(again).getByLabelText("Set title"), "Biology");
    await userEvent.click(within(again).getByLabelText("Or paste the cards"));
    await userEvent.paste("#separator:tab\n#guid column:1\nOt|Wz1>ey\tcell\tunit of life\n");
    await userEvent.click(within(again).getByRole("checkbox", { name: /update that set/ }));
    await userEvent.click(within(again).getByRole("button", { name: "Import 1 card" }));
    await waitFor(() => expect(posted[1]).toMatchObject({ onExisting: "new" }));
  });
});
