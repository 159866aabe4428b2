import { Trash2 } from "lucide-react";
import { Button } from "./button.js";

/** What is chosen in a list, with Delete (and Clear, when given). Shows nothing while nothing is chosen. */
export function SelectionToolbar({ label, count, onDelete, onClear }: { label: string; count: number; onDelete: () => void; onClear?: () => void }) {
  if (count === 0) return null;
  return (
    <div className="flex items-center gap-2" role="toolbar" aria-label={label}>
      <span className="text-sm font-medium">{count} selected</span>
      <Button variant="destructive" size="sm" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden="true" /> Delete
      </Button>
      {onClear && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      )}
    </div>
  );
}
