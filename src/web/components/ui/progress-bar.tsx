/** A long job's progress: what it is doing, the percentage, and a bar (role progressbar). */
export function ProgressBar({ label, percent, name }: { label: string; percent: number; name: string }) {
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-label="Progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span aria-live="polite">{label}</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
