import { PageShell } from "../../components/layout/page-shell.js";

export default function UnsubscribeScreen() {
  return (
    <PageShell title="Unsubscribe" lead="Stop receiving the Cadence newsletter." width="narrow" />
  );
}
