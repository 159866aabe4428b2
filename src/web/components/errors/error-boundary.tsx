import { Component, type ErrorInfo, type ReactNode } from "react";
import { toast } from "@/lib/toast.js";
import { renderErrorMessages } from "@shared/messages.js";
import { Button } from "@/components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Clearing the error also runs this (e.g. refetch what failed). */
  onReset?: () => void;
  /** A change of key (the route, say) clears the error. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

export function errorMessageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === "string" && error.trim()) return error;
  return undefined;
}

/**
 * A rendering error inside a screen: a destructive toast 'An error occurred', and a blocking
 * dialog 'Something went wrong' whose 'Try Again' clears the error and renders again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(errorMessageOf(error) ?? "") };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    toast.error(renderErrorMessages.toastTitle, { description: errorMessageOf(error) ?? renderErrorMessages.toastFallback });
    // The console is where a developer looks; the user got the toast and the dialog.
    console.error(error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Dialog open onOpenChange={(open) => !open && this.reset()}>
        <DialogContent
          role="alertdialog"
          showClose={false}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>{renderErrorMessages.dialogTitle}</DialogTitle>
            <DialogDescription>{errorMessageOf(error) ?? renderErrorMessages.dialogFallback}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">{renderErrorMessages.persists}</p>
          <DialogFooter>
            <Button onClick={this.reset}>{renderErrorMessages.retry}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
}
