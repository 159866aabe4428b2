import { LegalPage } from "@/components/layout/legal-page.js";
import { usePublicConfig } from "@/lib/public-config.js";

export default function TermsOfServiceScreen() {
  const config = usePublicConfig();
  const email = config?.supportEmail ?? "our support address";
  return (
    <LegalPage
      title="Terms of Service"
      lead="The agreement between you and Cadence, in plain words."
      updated="22 November 2026"
      sections={[
        {
          heading: "Using Cadence",
          body: (
            <p>
              Cadence is a planner and study tool for individual learners and workers. You may use it if you are old enough to agree to these terms where you
              live, or your parent or guardian agrees for you.
            </p>
          ),
        },
        {
          heading: "Your account",
          body: (
            <p>
              Keep your password and backup codes to yourself; you are responsible for what happens in your account. Tell us at {email} if you think someone
              else has used it.
            </p>
          ),
        },
        {
          heading: "Your content",
          body: (
            <p>
              What you create in Cadence (tasks, quizzes, flashcards, notes) stays yours. You let us store and process it only to provide the service to you. Do
              not upload material you have no right to use, or anything unlawful.
            </p>
          ),
        },
        {
          heading: "AI features",
          body: (
            <p>
              Generated questions, cards and task breakdowns can be wrong. Check them against your course material before relying on them. Your plan sets how
              many generations you can run each day.
            </p>
          ),
        },
        {
          heading: "Plans and prices",
          body: (
            <p>
              Free has no time limit. If you buy Pro, the price and what it includes are on the Pricing page when you buy; we will tell you a month before any
              change.
            </p>
          ),
        },
        {
          heading: "Fair use",
          body: (
            <p>
              Do not try to break, overload or get around the limits of the service, or to reach other people&rsquo;s data. We may suspend accounts that do,
              after telling you why when we can.
            </p>
          ),
        },
        {
          heading: "Availability and liability",
          body: (
            <p>
              We work to keep Cadence available and your data safe, but we cannot promise it will never be interrupted. Export what matters to you. To the
              extent the law allows, we are not liable for indirect losses, such as a missed deadline.
            </p>
          ),
        },
        {
          heading: "Leaving",
          body: (
            <p>
              You can stop using Cadence at any time and ask us to delete your account. We may end the service with 60 days&rsquo; notice, during which you can
              export your data.
            </p>
          ),
        },
        {
          heading: "Changes and contact",
          body: <p>If these terms change we will say so on this page and, for important changes, by e-mail. Questions: {email}.</p>,
        },
      ]}
    />
  );
}
