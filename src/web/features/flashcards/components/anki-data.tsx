import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.js";
import { Dialog, DialogContent } from "@/components/ui/dialog.js";
import { ankiExportUrl } from "@/features/flashcards/api/anki.js";
import { AnkiImportDialog } from "@/features/flashcards/components/anki-import-dialog.js";

/** Settings → Your data: decks in from Anki, every set out to Anki. */
export function AnkiData() {
  const [anki, setAnki] = useState(false);
  return (
    <>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Anki</h3>
        <p className="text-sm text-muted-foreground">
          Bring decks over from Anki (.apkg or .colpkg) with their due dates, review history and pictures, or take every set to Anki as one package.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setAnki(true)}>
            <Upload className="size-4" aria-hidden="true" /> Import from Anki
          </Button>
          <Button asChild variant="outline">
            <a href={ankiExportUrl()} download>
              <Download className="size-4" aria-hidden="true" /> Download all sets for Anki (.apkg)
            </a>
          </Button>
        </div>
      </div>

      <Dialog open={anki} onOpenChange={setAnki}>
        <DialogContent className="max-w-2xl">{anki && <AnkiImportDialog onDone={() => setAnki(false)} />}</DialogContent>
      </Dialog>
    </>
  );
}
