import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "../../lib/theme.js";

/** The one toast region of the app; follows the resolved theme. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      richColors
      closeButton
      toastOptions={{ classNames: { description: "text-sm" } }}
      {...props}
    />
  );
}
