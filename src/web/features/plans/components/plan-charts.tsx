import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { StudyPlan } from "@shared/schemas/plans.js";

const shortDay = (date: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone: "UTC", day: "numeric", month: "short" }).format(new Date(`${date}T12:00:00Z`));
const axis = { fontSize: 12, fill: "var(--muted-foreground)" };

/** Predicted recall at the exam, as it was each day the plan was opened, against the target. */
export function RecallHistoryChart({ plan }: { plan: StudyPlan }) {
  const data = plan.history.map((point) => ({ day: shortDay(point.date), recall: Math.round(point.predictedRecall * 1000) / 10, learned: point.cardsLearned }));
  return (
    <figure className="grid gap-2" aria-label={`Predicted recall at the exam over time; now ${Math.round(plan.predictedRecall * 100)} %`}>
      <figcaption className="text-sm font-medium">Predicted recall on exam day</figcaption>
      <div className="h-56 w-full">
        <ResponsiveContainer>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="day" tick={axis} />
            <YAxis domain={[0, 100]} tick={axis} unit="%" />
            <Tooltip contentStyle={{ background: "var(--popover)", border: "1px solid var(--border)", color: "var(--popover-foreground)" }} />
            <ReferenceLine
              y={plan.targetRecall * 100}
              stroke="var(--success)"
              strokeDasharray="4 4"
              label={{ value: "target", fill: "var(--success)", fontSize: 11 }}
            />
            <Line
              type="monotone"
              dataKey="recall"
              name="Predicted recall (%)"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Each day's planned minutes, against the daily budget. */
export function DailyLoadChart({ plan }: { plan: StudyPlan }) {
  const data = plan.days.map((day) => ({ day: shortDay(day.date), minutes: day.minutes }));
  return (
    <figure className="grid gap-2" aria-label={`Planned minutes a day, at most ${plan.dailyMinutes}`}>
      <figcaption className="text-sm font-medium">Minutes a day</figcaption>
      <div className="h-56 w-full">
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="day" tick={axis} interval="preserveStartEnd" />
            <YAxis tick={axis} allowDecimals={false} />
            <Tooltip contentStyle={{ background: "var(--popover)", border: "1px solid var(--border)", color: "var(--popover-foreground)" }} />
            <ReferenceLine
              y={plan.dailyMinutes}
              stroke="var(--warning)"
              strokeDasharray="4 4"
              label={{ value: "budget", fill: "var(--warning)", fontSize: 11 }}
            />
            <Bar dataKey="minutes" name="Minutes" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
