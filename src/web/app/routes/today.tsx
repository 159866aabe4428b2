import { localDate } from "@shared/time.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { useAuth } from "@/lib/auth.js";
import { useTimeZone } from "@/lib/time-zone.js";
import { DueSets } from "@/features/flashcards/components/due-sets.js";
import { UpcomingExams } from "@/features/plans/components/upcoming-exams.js";
import { MistakesToRetake } from "@/features/quizzes/components/mistakes-to-retake.js";
import { TodayTasks } from "@/features/tasks/components/today-tasks.js";
import { formatDay } from "@/features/tasks/lib/calendar.js";

/** /today: the first screen after signing in; what is overdue and due today, the cards due, the quizzes to retake. */
export default function TodayScreen() {
  const { me } = useAuth();
  const timeZone = useTimeZone();
  const today = localDate(new Date(), timeZone);
  const name = me?.profile.firstName;
  return (
    <PageShell title="Today" lead={`${formatDay(today, { weekday: "long", day: "numeric", month: "long" })}${name ? `. Good to see you, ${name}.` : "."}`}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TodayTasks />
        <div className="grid min-w-0 content-start gap-8">
          <UpcomingExams />
          <DueSets />
          <MistakesToRetake />
        </div>
      </div>
    </PageShell>
  );
}
