import { Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { settingsMessages } from "@shared/messages.js";
import { Button } from "@/components/ui/button.js";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useCalendarFeed, useRotateFeed } from "@/features/settings/api.js";

/** The private iCalendar address of the user's tasks: copy it into a calendar app, or replace it. */
export function CalendarFeedSection() {
  const id = useId();
  const feed = useCalendarFeed();
  const rotate = useRotateFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(settingsMessages.copied);
    } catch {
      toast.error(settingsMessages.copyFailed);
    }
  };

  if (feed.isPending) return <Skeleton className="h-24" aria-label="Loading the calendar address" />;
  if (feed.isError) return <LoadError message="Could not load your calendar address." onRetry={() => feed.refetch()} />;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>Private calendar address (iCal)</Label>
        <div className="flex gap-2">
          <Input id={`${id}-url`} readOnly value={feed.data.url} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
          <Button type="button" variant="outline" onClick={() => copy(feed.data.url)}>
            <Copy className="size-4" aria-hidden="true" /> Copy
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Anyone with this address can see your tasks. Replace it if you shared it by mistake: the old one stops working at once.
        </p>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">How to add it to your calendar</summary>
        <ul className="mt-2 grid gap-1.5 pl-4 text-muted-foreground [list-style:disc]">
          <li>
            <strong className="text-foreground">Google Calendar</strong> (on a computer): Other calendars → + → From URL, paste the address, Add calendar.
            Google refreshes it every few hours.
          </li>
          <li>
            <strong className="text-foreground">Apple Calendar</strong>: File → New Calendar Subscription (on iPhone: Settings → Calendar → Accounts → Add
            Account → Other → Add Subscribed Calendar), paste the address.
          </li>
          <li>
            <strong className="text-foreground">Outlook</strong>: Add calendar → Subscribe from web, paste the address, Import.
          </li>
        </ul>
      </details>
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setConfirming(true)} disabled={rotate.isPending}>
        <RefreshCw className="size-4" aria-hidden="true" /> {rotate.isPending ? "Replacing…" : "Replace the address"}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Replace the calendar address?"
        description="Calendars subscribed to the current address stop updating; add the new one to them."
        confirmLabel="Replace"
        busyLabel="Replacing…"
        busy={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(settingsMessages.feedRotated);
            },
            onError: (error) => toast.error(settingsMessages.feedFailed, { description: error.message }),
          })
        }
      />
    </div>
  );
}
