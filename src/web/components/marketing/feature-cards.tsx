import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn.js";

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of short feature descriptions, each with its icon. */
export function FeatureCards({ cards, className }: { cards: FeatureCard[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-lg border bg-card p-6">
          <Icon className="size-6 text-primary" aria-hidden="true" />
          <h3 className="mt-3 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
