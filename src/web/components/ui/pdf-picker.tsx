import { FileUp, X } from "lucide-react";
import { useRef, type Ref } from "react";
import { storageBuckets, storageMessages } from "@shared/storage.js";
import { Button } from "./button.js";

/**
 * Choose one PDF for the documents bucket: a button opens the file dialog, the chosen file is
 * shown with a way to remove it. Files over the bucket's limit are refused here already.
 */
export function PdfPicker({
  id,
  file,
  onChange,
  onError,
  disabled = false,
  buttonLabel = "Choose a PDF",
  describedBy,
  ref,
}: {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onError: (message: string) => void;
  disabled?: boolean;
  buttonLabel?: string;
  describedBy?: string | undefined;
  /** Receives the button that opens the file dialog (a form focuses it when the file is missing). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        aria-label="PDF file"
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          event.target.value = "";
          if (picked && picked.size > storageBuckets.documents.maxBytes) {
            onChange(null);
            onError(storageMessages.tooLarge("documents"));
            return;
          }
          onChange(picked);
        }}
      />
      <Button ref={ref} type="button" variant="outline" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={describedBy}>
        <FileUp className="size-4" aria-hidden="true" /> {buttonLabel}
      </Button>
      {file ? (
        <span className="flex items-center gap-1 text-sm">
          {file.name} ({(file.size / 1024 / 1024).toFixed(1)} MB)
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)} disabled={disabled}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">No file chosen</span>
      )}
    </div>
  );
}
