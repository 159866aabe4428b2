import { Link } from "react-router";
import { Button } from "@/components/ui/button.js";

/** Log in and Sign up, side by side: nav bar, mobile menu and the guarded screens' prompt. */
export function AuthLinks({ size = "default", primary = "signup" }: { size?: "default" | "sm"; primary?: "login" | "signup" }) {
  // The compact nav bar keeps its secondary action quiet; elsewhere it gets an outline.
  const secondary = size === "sm" ? "ghost" : "outline";
  return (
    <>
      <Button variant={primary === "login" ? "default" : secondary} size={size} asChild>
        <Link to="/auth/login">Log in</Link>
      </Button>
      <Button variant={primary === "signup" ? "default" : secondary} size={size} asChild>
        <Link to="/auth/signup">Sign up</Link>
      </Button>
    </>
  );
}
