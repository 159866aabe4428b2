/**
 * The documentation's content: five sections of sub-sections, each with an id (the
 * /documentation#id anchor), a title and a one-line description that search matches, and
 * a Markdown body. It describes Cadence as it is; keep it in step with the README.
 */
export interface DocEntry {
  id: string;
  title: string;
  description: string;
  body: string;
}

export interface DocSection {
  id: string;
  title: string;
  entries: DocEntry[];
}

export const docSections: DocSection[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    entries: [
      {
        id: "create-account",
        title: "Create your account",
        description: "Sign up with an e-mail address or a phone number, or with Google.",
        body: `Go to **Sign up** and give your first and last name, an e-mail address *or* a phone number (with its country code, like +61 412 345 678) and a password of at least 8 characters that is not a common one.

- With an e-mail address, we mail you a link; opening it verifies the address and signs you in.
- With a phone number, we text a 6-digit code that is valid for 5 minutes.
- If your school or workplace uses Google or another single sign-on provider, use the button for it instead.

You can tick **Subscribe to the newsletter** at the same time; you can leave it whenever you like from any newsletter mail or the Unsubscribe page.`,
      },
      {
        id: "first-week",
        title: "Plan your first week",
        description: "Add this week's deadlines, a quiz from your notes and a flashcard set.",
        body: `1. Open **Tasks** and type your deadlines into quick add, one per line: \`Lab report friday 5pm #chemistry !high\`.
2. Open **Quizzes → Create a quiz** and write five questions on this week's lecture, or generate them from your notes.
3. Open **Flashcards → New set**, choose **Paste many** and paste your vocabulary list.

Ten minutes of flashcards a day, a quiz a week and a calendar you trust will do more than a night of cramming.`,
      },
      {
        id: "sign-in-security",
        title: "Keep your account safe",
        description: "Two-step verification with an authenticator app, and what to do if you lose your phone.",
        body: `In **Settings → Security**, turn on two-step verification: scan the QR code with an authenticator app (or type the key), keep the 10 backup codes somewhere safe, and confirm with a code. From then on every sign-in asks for a code.

Lost your phone? Sign in with one of your backup codes; each works once. Forgot your password? Use **Forgot your password?** on the login page: the reset link works once, for one hour, and signs out your other sessions.`,
      },
    ],
  },
  {
    id: "task-management",
    title: "Task Management",
    entries: [
      {
        id: "quick-add",
        title: "Quick add in plain words",
        description: "Type a task with its date, tags, priority and repeat in one line.",
        body: `Quick add reads one line: \`Essay draft tomorrow 5pm #english !high\` becomes the task "Essay draft", due tomorrow at 17:00, tagged *english*, with high priority.

- Dates and times: *today*, *friday*, *next week*, *Dec 3 2pm*, *3pm-4:30pm* (a duration).
- Tags: \`#english\`. Priority: \`!high\`, \`!medium\`, \`!low\` (or \`!1\`, \`!2\`, \`!3\`).
- Repeats: *every day*, *every weekday*, *every monday and thursday*, *every 2 weeks*, *monthly*.

What Cadence read is shown as chips before you save. Remove a chip and its words go back into the title in quotes: anything in quotes stays text, so \`Read "The 5th Wave"\` is not a date.`,
      },
      {
        id: "calendar-views",
        title: "Calendar views",
        description: "Month, week, day, agenda and list, with drag to reschedule.",
        body: `Switch between **Month**, **Week**, **Day**, **Agenda** (the next 14 days, overdue first) and **List** (every task, sorted by due date, priority or newest, filtered by status, priority, tag or text).

Drag a task to another day; in week and day view, drag it to another time or drag its lower edge to change how long it takes. Click an empty day or time slot to add a task there. With a task focused, **Alt+←/→** moves it a day and **Alt+↑/↓** a quarter of an hour. Overdue tasks have a red outline and are counted above the calendar.`,
      },
      {
        id: "repeating-tasks",
        title: "Repeating tasks and subtasks",
        description: "Weekly lectures, monthly bills, custom rules, and breaking a task into steps.",
        body: `In a task's editor, **Repeat** offers every day, every weekday, weekly on the days you tick, monthly, yearly, or any iCalendar rule such as \`FREQ=MONTHLY;BYDAY=-1FR\` (the last Friday of each month). A 9:00 lecture stays at 9:00 when the clocks change.

Ticking off a repeating task keeps a record of that occurrence and moves the task to its next one. **Subtasks** (one level) split a big task into steps; their progress shows on the task.`,
      },
      {
        id: "ai-task-breakdown",
        title: "AI task breakdown",
        description: "Turn a big assignment into steps: describe it in about 50 words.",
        body: `For the AI task breakdown, describe the task in **about 50 words**: what you have to hand in, by when, what you already have, and what worries you. Fewer words give vague steps; many more bury what matters. For example: *"2,000-word history essay on the causes of the First World War, due in three weeks. I have lecture notes and two books, no outline yet. I struggle to start writing and to keep to the word count."*`,
      },
      {
        id: "calendar-feed",
        title: "See your tasks in Google, Apple or Outlook",
        description: "Subscribe to your private calendar feed (iCalendar).",
        body: `Your tasks are published at a private address ending in \`.ics\`. In Google Calendar choose **Other calendars → From URL**, in Apple Calendar **File → New Calendar Subscription**, in Outlook **Add calendar → Subscribe from web**, and paste it. Repeating tasks repeat there too. Anyone with the address can read it: if it leaks, change it and the old one stops working at once.`,
      },
      {
        id: "time-zones",
        title: "Time zones and travel",
        description: "Times follow your time zone; all-day tasks stay on their date.",
        body: `Times are shown in your browser's time zone. A task at 17:00 in Melbourne shows at 07:00 in London, because it is the same moment. An all-day task (one without a time) is a date, not a moment: *Exam on 10 December* stays on 10 December wherever you are.`,
      },
    ],
  },
  {
    id: "quizzes",
    title: "Quizzes",
    entries: [
      {
        id: "create-quiz",
        title: "Create a quiz",
        description: "Title, colour, reference material and four kinds of question.",
        body: `**Quizzes → Create a quiz**: give a title, an optional description and the reference material it is based on, pick a colour (Default blue, Important red, Personal green, Work purple), then add questions:

- **Multiple choice**: 2 to 10 options; one correct, or tick *Several correct options*.
- **True / false**.
- **Short answer**: one correct answer.
- **Long answer**: an optional sample answer to compare yours with.

Each question has points (1 unless you change it) and an explanation shown after answering. Questions and options take Markdown and maths: \`$E = mc^2$\`. Use the arrows to reorder. If you leave with unsaved changes, Cadence asks first.`,
      },
      {
        id: "take-quiz",
        title: "Take a quiz",
        description: "One question at a time, a timer, and answers kept if the page reloads.",
        body: `A quiz shows one question at a time, with a navigator to jump between them, your progress and the time so far. Your answers are kept on this device until you submit, so a reload or a closed tab loses nothing. Submitting with unanswered questions asks first.`,
      },
      {
        id: "grading",
        title: "How answers are graded",
        description: "Exact sets for multiple choice, forgiving short answers, self-graded long answers.",
        body: `- Multiple choice is right when you pick exactly the correct options.
- Short answers ignore capitals, accents, punctuation and extra spaces, and forgive one typo in answers of 6 letters or more (two from 12), but never in numbers.
- Long answers are shown beside the sample answer: mark yours right or wrong and the score updates.`,
      },
      {
        id: "results",
        title: "Results and retakes",
        description: "Your score, every answer explained, and retaking only your mistakes.",
        body: `The result shows your score, percentage and time, and every question with your answer, the correct one and the explanation. **Retake** starts again; **Retake mistakes only** asks just the questions you got wrong. **Recent results** lists your last 20 results and **Attempts** every attempt, with a score trend for each quiz.`,
      },
      {
        id: "generate-quiz",
        title: "Generate a quiz from notes",
        description: "Quiz generation from pasted notes or a PDF: title, types, count and difficulty.",
        body: `**Quizzes → Generate** is where Cadence will write a quiz from your notes or a PDF: you choose the title, colour, question types, how many questions and how hard, and every generated question can be edited like one you wrote. The generator is still being built; until it arrives, paste your notes into a quiz's *reference material* and write the questions by hand.`,
      },
    ],
  },
  {
    id: "flashcards",
    title: "Flashcards",
    entries: [
      {
        id: "create-set",
        title: "Make a set",
        description: "Add cards one by one or paste a whole list.",
        body: `**Flashcards → New set**: a title, a description, a colour and the cards. **Paste many** takes one card per line, the term, then a tab or a comma, then the definition. Cards take Markdown and maths.`,
      },
      {
        id: "study",
        title: "Study with spaced repetition",
        description: "Due cards first, Space to flip, 1–4 to rate, U to undo.",
        body: `**Study** shows the cards that are due, most overdue first, then up to 50 new ones. Press **Space** to flip, then rate how well you knew it: **1** Again, **2** Hard, **3** Good, **4** Easy. Cadence uses FSRS to schedule each card just before you would forget it. **U** takes back the last rating. *Again* brings the card back at the end of the session. The summary shows how many you reviewed, your accuracy and when the next card is due.

**Cram** goes through every card in random order without changing the schedule: for the night before an exam.`,
      },
      {
        id: "import-export",
        title: "Import from Quizlet or Anki, export anywhere",
        description: "Import CSV or TSV files; export a set as CSV or TSV.",
        body: `**Import** takes a file or pasted text: Quizlet's export (tab between term and definition, one card per line), Anki's *Notes in Plain Text*, or any CSV with the term first. You see the cards and any skipped lines before importing. Each set's export menu downloads CSV or TSV that Quizlet, Anki and spreadsheets read.`,
      },
      {
        id: "difficulty",
        title: "Card difficulty",
        description: "Easy, medium or hard, from how you have rated the card.",
        body: `Once you have rated a card, it is labelled easy, medium or hard from its FSRS difficulty. In a set's editor, **Show** filters the cards by it, so you can rewrite the hard ones.`,
      },
    ],
  },
  {
    id: "settings",
    title: "Settings",
    entries: [
      {
        id: "profile-settings",
        title: "Profile and appearance",
        description: "Your name, light or dark theme.",
        body: `Your first and last name appear in the menu and on your avatar. The theme (light, dark, or the same as your system) is in the menu bar and is remembered on this device.`,
      },
      {
        id: "security-settings",
        title: "Security",
        description: "Two-step verification and backup codes.",
        body: `**Settings → Security** turns two-step verification on or off. Accounts with a password confirm it first.`,
      },
      {
        id: "your-data",
        title: "Your data",
        description: "What Cadence keeps, and the newsletter.",
        body: `Cadence keeps your tasks, quizzes, results and flashcards so you can use them; we do not sell them or show ads. The newsletter comes about once a month; leave it with one click from any newsletter mail or on the **Unsubscribe** page. See the Privacy Policy for the details.`,
      },
    ],
  },
];

/** The four guides most people look for first. */
export const popularGuides = ["quick-add", "create-quiz", "study", "import-export"];

export interface SearchResult {
  section: DocSection;
  entry: DocEntry;
}

/** Title or description contains the query, ignoring case (spec §2). */
export function searchDocs(query: string): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return docSections.flatMap((section) =>
    section.entries.filter((entry) => entry.title.toLowerCase().includes(needle) || entry.description.toLowerCase().includes(needle)).map((entry) => ({ section, entry })),
  );
}

export function findEntry(id: string): SearchResult | undefined {
  for (const section of docSections) {
    const entry = section.entries.find((candidate) => candidate.id === id);
    if (entry) return { section, entry };
  }
  return undefined;
}

/** Local storage key another screen sets to open the documentation at a sub-section (spec §9). */
export const scrollTargetKey = "cadence.docs-scroll-target";
/** Spec §9: the scroll target waits this long after load; a found sub-section glows this long. */
export const scrollTargetDelayMs = 300;
export const highlightMs = 2000;
