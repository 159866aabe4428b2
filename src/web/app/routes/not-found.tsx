import { Link } from "react-router";

export default function NotFoundScreen() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 px-6">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Link className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground" to="/">
        Back to home
      </Link>
    </main>
  );
}
