import { PageShell } from "../../../components/layout/page-shell.js";

export default function GoogleCallbackScreen() {
  return (
    <PageShell title="Signing you in" lead="Finishing your Google sign-in." width="narrow" />
  );
}
