/** Every flashcard query key starts here. */
export const flashcardsKey = ["flashcards"] as const;

/** The set lists, which a change to one set makes stale. */
export const setListsKey = [...flashcardsKey, "sets"] as const;
