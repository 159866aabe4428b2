import { DocumentationPage } from "@/features/docs/components/documentation-page.js";

/** /documentation: spec §2's documentation page (search, popular guides, sections). */
export default function DocumentationScreen() {
  return <DocumentationPage />;
}
