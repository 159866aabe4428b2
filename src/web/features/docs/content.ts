import MiniSearch from "minisearch";
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
        id: "today",
        title: "Today and finding your way",
        description: "The first screen after signing in, and the sidebar that is always there.",
        body: `After you sign in, **Today** shows what needs you now: tasks that are overdue, today's tasks in time order, the flashcard sets with cards due (with **Study**), and the quizzes whose last run had mistakes. Tick a task off (the toast offers **Undo**), move it to tomorrow with the clock button, or click it to edit it without leaving the page.

The sidebar on the left (Today, Calendar, Quizzes, Flashcards, Generate, Results, Settings) is on every screen of the app; **Collapse** shrinks it to icons. On a phone the same sections are in the bar at the bottom and in the menu.`,
      },
      {
        id: "study-plans",
        title: "Plan for an exam",
        description: "An exam date becomes study blocks on your calendar, planned so every card is remembered on the day.",
        body: `Open **Exams → Plan an exam** (or type an exam into quick add, such as \`Biology exam Dec 12 9am\`, and choose **Plan study for this** in the toast). Give the date and time, the flashcard sets and quizzes it covers, how many minutes a day you can study, the days you have off and when in the day you like to study.

Cadence works out, day by day, which cards to review and which new cards to learn so that each card is predicted to be remembered on exam day (90 % by default), using how well you know each card. A review due after the exam is brought forward when you would otherwise be likely to forget the card by then. Each day's work is a **study block** on your calendar, in free time within your hours, and in your calendar feed. Quizzes get a retake of your mistakes in the last third and a full practice run two days before.

The plan follows what you actually do: study, miss a day or change the date or the minutes, and it is planned again. If the goal cannot be met, it says so and tells you how many minutes a day would meet it. **Study today's block** runs the day's cards in one session.

To study at another time, drag a block on the calendar's week or day view (or select it and press Alt with the arrow keys: left and right move it a day, up and down a quarter hour). The plan treats the day the block left as free and spreads the work around it; **Put back**, in the toast or on the plan's page, undoes the move.

On a quiz result, **Make flashcards from my mistakes** turns each missed question into a card, in the exam's plan too. Tick **Turn my quiz mistakes into flashcards automatically** in Settings → Preferences and every attempt does it by itself.`,
      },
      {
        id: "several-devices",
        title: "Use Cadence on several devices",
        description: "Changes show up at once in your other tabs, on your phone and your laptop.",
        body: `Sign in on as many browsers and devices as you like. When you add, edit, complete or delete a task, change a quiz, finish an attempt, study a flashcard set or update your profile, every other open Cadence page of yours shows the change within a moment, without reloading.

If the connection drops (a train tunnel, a sleeping laptop, an update of Cadence), the page reconnects by itself, after 1, 2 and 5 seconds and then every 10 seconds, and fetches whatever changed meanwhile. Signing out on one device ends its live updates; the others keep theirs.`,
      },
      {
        id: "sign-in-security",
        title: "Keep your account safe",
        description: "Two-step verification with an authenticator app, and what to do if you lose your phone.",
        body: `In **Settings → Security**, turn on two-step verification: scan the QR code with an authenticator app (or type the key), keep the 10 backup codes somewhere safe, and confirm with a code. From then on every sign-in asks for a code.

In **Settings → Security** you can also change your password (your current one is asked for, and your other devices are signed out) and see every device signed in to your account, with its browser, address and when it was last seen: sign out any of them, or all but the one you are using.\n\nLost your phone? Sign in with one of your backup codes; each works once. Forgot your password? Use **Forgot your password?** on the login page: the reset link works once, for one hour, and signs out your other sessions.\n\nA sign-in lasts while you use Cadence, but never more than 30 days: then you sign in again. After 10 wrong passwords or codes for your account within 15 minutes, from anywhere, its sign-in pauses for 15 minutes.`,
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

- Dates and times: *today*, *friday*, *next week*, *in 3 days*, *this weekend*, *end of week*, *end of month*, *Dec 3 2pm*, *3pm-4:30pm* (a duration).
- Durations: *20 min*, *for 30 minutes*, *2h*, *1h30*, *45m*.
- Tags: \`#english\`. Priority: \`!high\`, \`!medium\`, \`!low\` (or \`!1\`, \`!2\`, \`!3\`); without one, a task has no priority.
- Repeats: *every day*, *every weekday*, *every monday and thursday*, *every 2 weeks*, *monthly*.

A repeat starts on its first day: *Gym every monday and thursday 7am* typed on a Monday afternoon starts on Thursday. What Cadence read is shown as chips before you save. Remove a chip and its words go back into the title in quotes: anything in quotes stays text, so \`Read "The 5th Wave"\` is not a date.`,
      },
      {
        id: "calendar-views",
        title: "Calendar views",
        description: "Month, week, day, agenda and list, with drag to reschedule.",
        body: `Switch between **Month**, **Week**, **Day**, **Agenda** (the next 14 days, overdue first) and **List** (every task, sorted by due date, priority or newest, filtered by status, priority, tag or text).

Drag a task to another day; in week and day view, drag it to another time or drag its lower edge to change how long it takes. Click an empty day or time slot to add a task there. With a task focused, **Alt+←/→** moves it a day and **Alt+↑/↓** a quarter of an hour. Overdue tasks have a red outline and are counted above the calendar.

The calendar opens on today, and the week and day views at the current hour. On a phone it opens on the agenda; the month there shows a dot per task, and tapping a day lists its tasks.`,
      },
      {
        id: "repeating-tasks",
        title: "Repeating tasks and subtasks",
        description: "Weekly lectures, monthly bills, custom rules, and breaking a task into steps.",
        body: `Repeating (recurring) tasks: in a task's editor, **Repeat** offers every day, every weekday, weekly on the days you tick, monthly, yearly, or any iCalendar rule such as \`FREQ=MONTHLY;BYDAY=-1FR\` (the last Friday of each month). A 9:00 lecture stays at 9:00 when the clocks change. A rule repeats daily at most often, and must have a date within 8 years of the task's own: a rule that never comes round (the 30th of February) is refused with a message saying so.

Ticking off a repeating task keeps a record of that occurrence and moves the task to its next one. **Subtasks** (one level) split a big task into steps; their progress shows on the task.`,
      },
      {
        id: "ai-task-breakdown",
        title: "AI task breakdown",
        description: "Turn a big assignment into steps: describe it in about 50 words.",
        body: `Open a task and choose **Suggest steps**: Cadence proposes up to eight short steps in order, with due dates spread from today to the task's own due date (the last step lands on it). Tick off the steps you don't want, edit titles and dates, then **Add subtasks**. Each suggestion uses one of your daily AI generations.

Describe the task in **about 50 words**: what you have to hand in, by when, what you already have, and what worries you. A description that lists its own steps ("write the outline, then...") is followed step by step. For example: *"2,000-word history essay on the causes of the First World War, due in three weeks. I have lecture notes and two books, no outline yet. I struggle to start writing and to keep to the word count."*

While you type a task's title and description, **Suggested** tags appear under the tags field, your own tags first; click one to add it. Tag suggestions are free.`,
      },
      {
        id: "calendar-feed",
        title: "See your tasks in Google, Apple or Outlook",
        description: "Subscribe to your private calendar feed (iCalendar).",
        body: `Your tasks are published at a private address ending in \`.ics\`. In Google Calendar choose **Other calendars → From URL**, in Apple Calendar **File → New Calendar Subscription**, in Outlook **Add calendar → Subscribe from web**, and paste it. Repeating tasks repeat there too. Anyone with the address can read it: if it leaks, replace it in **Settings → Calendar feed** and the old one stops working at once.`,
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

Each question has points (1 unless you change it) and an explanation shown after answering. Questions and options take Markdown and maths: \`$E = mc^2$\`. Use the arrows to reorder. If something needs fixing when you save, Cadence takes you to the first question or field in question and says what is wrong; the message goes as soon as you fix it. If you leave with unsaved changes, Cadence asks first.`,
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
        body: `**Quizzes → Generate from notes** writes a quiz from pasted notes or an uploaded PDF (up to 20 MB and 300 pages, with selectable text: a scanned PDF has no text to read). Choose the question types, how many (1 to 50), how hard and a colour, then **Generate quiz**. The progress bar shows each stage (reading page 3 of 12, writing question 4 of 10); **Cancel** stops it and gives the generation back. A document that takes more than a minute to work through is stopped, and that attempt counts towards the day's generations.

The result opens in the quiz editor as a draft: nothing is saved until you press **Create quiz**, so check each question against your notes and fix or remove what needs it. Every question quotes the sentence it came from (with its page for a PDF) as its explanation; a sentence that opens with “It” or “They” is read as naming what the sentence before it is about (never “It” for a person), and its question quotes that sentence too. *Easy* asks about the main terms with 3 options, *Hard* about details with 5 close options (4 when short notes have too few terms of a kind; *Medium* then has 3 instead of 4). Besides fill-in-the-blank, it asks what a term means, why something happens or is done (also from a result the next sentence gives, a purpose after “so that”, “to avoid” or “in the hope of”, or what would follow otherwise), what happens when or if something is done or during a time, under what conditions and where something happens or lives, where something comes from or is kept, what it is made of or measured in, what it is named after, how something is done, with what and the best way to do it, what something is used for or was built as, what causes or decides it and what it depends on, who did it (from “…was invented by Tony Hoare”), when it happened, how many, how long something lasts or takes, which of two is or has more and which has the most, and what something does, so a quiz tests understanding and not only the wording of your notes: these come first in each type, up to half of its questions, taken from whichever sentences have the shape for one, and fill-in-the-blank and true/false statements (a false one first, and a true one put in other words where its sentence allows) make up the rest. When the text cannot give as many questions as you asked for, the draft says why.

You have a number of AI generations a day (5 on the Free plan; the page shows how many are left). Without an AI provider configured, Cadence's own offline generator writes the questions; with one (OpenAI-compatible or Anthropic), the model does, and its questions go through the same checks as Cadence's own (a blank inside a word or a name, an answer the sentence already shows, two options that could both be right, such as near-synonyms, an option of the wrong kind): what fails is left out, and the draft says how many and why.`,
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
        body: `**Flashcards → New set**: a title, a description, a colour and the cards. **Paste many** takes one card per line, the term, then a tab or a comma, then the definition. Cards take Markdown and maths.

**Flashcards → Generate** finds the terms and definitions in your notes or a PDF: sentences like "A cell is the basic unit of life" and glossary lines like "Osmosis: the movement of water across a membrane", then what a term does or a person did ("A catalyst speeds up a reaction…" makes the card *Catalyst*: *Speeds up a reaction…*). Edit or drop any card, give the set a title, then **Create set**.`,
      },
      {
        id: "study",
        title: "Study with spaced repetition",
        description: "Due cards first, Space to flip, 1–4 to rate, U to undo.",
        body: `**Study** shows the cards that are due, most overdue first, then up to 50 new ones. Press **Space** to show the answer below the question, then rate how well you knew it: **1** Again, **2** Hard, **3** Good, **4** Easy. Each button says when that rating brings the card back (for a new card: Again 1m, Hard 6m, Good 10m, Easy in days). Cadence uses FSRS to schedule each card just before you would forget it. **U** takes back the last rating. *Again* brings the card back at the end of the session. The summary shows how many you reviewed, your accuracy and when the next card is due.

**Cram** goes through every card in random order without changing the schedule: for the night before an exam.`,
      },
      {
        id: "import-export",
        title: "Import from Quizlet or Anki, export anywhere",
        description: "Import CSV or TSV files; export a set as CSV or TSV (for Anki packages, see below).",
        body: `**Import** takes a file or pasted text: Quizlet's export (whatever you chose between term and definition and between cards: Cadence guesses, and you can change it), Anki's *Notes in Plain Text* (its formatting becomes the card's; images are not brought over; exported with *Include unique identifier*, a newer export of the same deck updates the set it made, keeping your progress on every card, instead of making a second one), or any CSV with the term first. A first row of column names is noticed and left out if you tick the box. You see the cards and any skipped lines before importing. Each set's export menu downloads CSV or TSV that Quizlet, Anki and spreadsheets read.`,
      },
      {
        id: "anki-packages",
        title: "Bring your Anki decks, with their progress",
        description: "Import .apkg or .colpkg with due dates, history and pictures; export sets back to Anki.",
        body: `**Flashcards → Import → Import it with its progress and pictures** (or **Settings → Your data → Import from Anki**) takes an Anki deck package (**.apkg**) or a whole collection (**.colpkg**) from any Anki version. In Anki use **File → Export…**, *Anki Deck Package*, with *Include scheduling information* and *Include media* ticked.

Cadence reads the package and shows its decks with how many cards are new, learning, due for review and suspended, and how many past reviews they have. Tick the decks you want: each becomes a set ("Biology › Cells" for a subdeck). Every card keeps its due date, and its review history is replayed so Cadence's scheduler knows how well you know it. Basic and reversed cards come over as they are; each cloze deletion becomes a card with a blank; other note types use their first two fields. Pictures come over and show on the cards; sounds do not (the preview lists them). Suspended cards stay suspended until you press **Suspended · resume** in the set's editor.

Importing a newer export of the same deck updates the set it made: changed cards get their new text, new cards are added, and the progress you made in Cadence stays. If anything goes wrong (a damaged or cut-short file), nothing is imported and you are told why.

To go back, each set's export menu has **Anki package**, and **Settings → Your data → Download all sets for Anki** gives every set in one file that Anki opens, with due dates, history and pictures.`,
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
        description: "Your name and picture, light or dark theme, time zone, first day of the week.",
        body: `In **Settings → Profile**, change your first and last name, and add a picture: choose one, drag it (or use the arrow keys) and zoom to frame it in the circle, then **Save picture**. The menu shows the new name and picture at once, in every open tab.\n\n**Settings → Preferences** holds the rest, saved with your account so every device follows it: the theme (light mode, dark mode, or the same as your system; the menu bar switches it too), your time zone (this device's by default; untick it and type part of a city to choose another), the day weeks start on in the calendar (Monday, Sunday or Saturday), the colour new quizzes start with, and the newsletter, on or off for your account's address.`,
      },
      {
        id: "security-settings",
        title: "Security",
        description: "E-mail, phone, Google or OpenID, password, two-step verification, devices.",
        body: `**Settings → Security → Ways to sign in** lists how you get into your account. **Change e-mail address** mails a link to the new address; your account keeps the old one until you follow it, and the old address is told about the change. **Add a phone number** (or change it) texts a code to the number; once entered, you can sign in with the number and your password. If Google or your organisation's OpenID provider is set up, **Link** it to sign in with it too, or **Unlink** it: the last way into an account can never be unlinked.\n\nThe same section changes your password, turns two-step verification on or off (accounts with a password confirm it first) and makes new backup codes, and lists your signed-in devices.`,
      },
      {
        id: "your-data",
        title: "Your data",
        description: "What Cadence keeps, and the newsletter.",
        body: `**Settings → Your data → Download my data** gives you one JSON file with your profile, tasks, quizzes, results and flashcards with their review history. **Import an export** brings such a file back into an empty account. **Delete my account** (type your e-mail address and password to confirm) removes the account and everything in it, files and newsletter subscription included, for good.\n\nCadence keeps your tasks, quizzes, results and flashcards so you can use them; we do not sell them or show ads. The newsletter comes about once a month; leave it with one click from any newsletter mail or on the **Unsubscribe** page. See the Privacy Policy for the details.\n\nEvery change is saved before Cadence says it is. When the server cannot save one (its database is out of reach for a moment, or its disk is full), you are told so ("Cadence cannot reach its database right now…" or "Cadence has run out of disk space, so this change was not saved…"), nothing is half-saved, and the same action works again once the server is back.`,
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

/** Markdown as the words it shows, for the index. */
const plainText = (markdown: string) => markdown.replace(/[`*_#>|[\]()]/g, " ");

let bodyIndex: MiniSearch<{ id: string; title: string; description: string; body: string }> | undefined;

/** A full-text index of every sub-section (title, description and body), built on the first search. */
function fullText() {
  if (!bodyIndex) {
    bodyIndex = new MiniSearch({
      fields: ["title", "description", "body"],
      searchOptions: { prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : 0), combineWith: "AND", boost: { title: 3, description: 2 } },
    });
    bodyIndex.addAll(docSections.flatMap((section) => section.entries.map((entry) => ({ ...entry, body: plainText(entry.body) }))));
  }
  return bodyIndex;
}

/**
 * Spec §2's matches first: the title or description contains the query, ignoring case. Then
 * the sub-sections whose text covers every word of it (prefixes and small typos allowed),
 * best first, so "dark mode" or "ics" finds what the page says about them.
 */
export function searchDocs(query: string): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const direct = docSections.flatMap((section) =>
    section.entries
      .filter((entry) => entry.title.toLowerCase().includes(needle) || entry.description.toLowerCase().includes(needle))
      .map((entry) => ({ section, entry })),
  );
  const seen = new Set(direct.map((result) => result.entry.id));
  const more = fullText()
    .search(needle)
    .flatMap((hit) => (seen.has(String(hit.id)) ? [] : [findEntry(String(hit.id))!]));
  return [...direct, ...more];
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
