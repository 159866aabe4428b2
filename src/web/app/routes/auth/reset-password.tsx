import { PageShell } from "../../../components/layout/page-shell.js";

export default function ResetPasswordScreen() {
  return (
    <PageShell title="Choose a new password" lead="Pick a password you have not used elsewhere." width="narrow" />
  );
}
