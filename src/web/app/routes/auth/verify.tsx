import { PageShell } from "../../../components/layout/page-shell.js";

export default function VerifyScreen() {
  return (
    <PageShell title="Verify your account" lead="Confirm your e-mail address or phone number to finish signing up." width="narrow" />
  );
}
