import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn.js";

const sizes = { sm: 16, md: 32, lg: 56 } as const;

const wrapper = cva("inline-flex items-center justify-center text-primary", {
  variants: {
    size: { sm: "size-4", md: "size-8", lg: "size-14" },
  },
  defaultVariants: { size: "md" },
});

export interface LoadingIndicatorProps extends VariantProps<typeof wrapper> {
  variant?: "orbit" | "dots" | "wave" | "ring";
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
}

/**
 * Sizes sm, md, lg; variants orbit, dots, wave and ring. Under prefers-reduced-motion the
 * shapes stand still (Tailwind's motion-reduce), and the label still announces the wait.
 */
export function LoadingIndicator({ size = "md", variant = "ring", label = "Loading", className }: LoadingIndicatorProps) {
  const pixels = sizes[size ?? "md"];
  return (
    <span role="status" aria-label={label} data-variant={variant} className={cn(wrapper({ size }), className)}>
      {variant === "ring" && (
        <span className="size-full rounded-full border-[3px] border-current border-t-transparent [animation:cadence-orbit_0.8s_linear_infinite] motion-reduce:[animation:none]" />
      )}
      {variant === "orbit" && (
        <span className="relative size-full [animation:cadence-orbit_1.2s_linear_infinite] motion-reduce:[animation:none]">
          <span className="absolute inset-0 rounded-full border-2 border-current opacity-25" />
          <span
            className="absolute left-1/2 top-0 rounded-full bg-current"
            style={{ width: pixels / 4, height: pixels / 4, marginLeft: -pixels / 8, marginTop: -pixels / 16 }}
          />
        </span>
      )}
      {variant === "dots" && (
        <span className="flex size-full items-center justify-between">
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              className="rounded-full bg-current [animation:cadence-bounce_1.2s_ease-in-out_infinite] motion-reduce:[animation:none]"
              style={{ width: pixels / 4, height: pixels / 4, animationDelay: `${dot * 0.16}s` }}
            />
          ))}
        </span>
      )}
      {variant === "wave" && (
        <span className="flex size-full items-center justify-between">
          {[0, 1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className="h-full rounded-sm bg-current [animation:cadence-wave_1s_ease-in-out_infinite] motion-reduce:[animation:none]"
              style={{ width: pixels / 8, animationDelay: `${bar * 0.1}s` }}
            />
          ))}
        </span>
      )}
    </span>
  );
}
