import { Link } from "react-router";
import { quizMessages } from "@shared/messages.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { ApiError } from "@/lib/api-client.js";

export function QuizLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <FormAlert title={missing ? quizMessages.notFound : quizMessages.loadFailed}>
      {missing ? (
        <>
          It may have been deleted.{" "}
          <Link to="/quizzes" className="font-medium underline">
            Back to your quizzes
          </Link>
        </>
      ) : (
        <>
          {quizMessages.loadFailedInline}{" "}
          <Button variant="link" className="h-auto p-0" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </FormAlert>
  );
}
