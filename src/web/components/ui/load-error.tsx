import { Button } from "./button.js";
import { FormAlert } from "./form-field.js";

/** A list or screen that could not load: the spec's inline message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <FormAlert>
      {message}{" "}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        Retry
      </Button>
    </FormAlert>
  );
}
