import { Link } from "react-router";
import { LegalPage } from "@/components/layout/legal-page.js";
import { usePublicConfig } from "@/lib/public-config.js";

export default function PrivacyPolicyScreen() {
  const config = usePublicConfig();
  const email = config?.supportEmail ?? "our support address";
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What Cadence stores about you, why, and how to take it with you or delete it."
      updated="22 November 2026"
      sections={[
        {
          heading: "What we store",
          body: (
            <>
              <p>To run your account and your study tools, Cadence stores:</p>
              <ul>
                <li>your name, e-mail address or phone number, and a hash of your password (never the password itself);</li>
                <li>what you create: tasks, quizzes, questions, your answers and scores, flashcard sets, cards and how you rated them;</li>
                <li>your sessions (which device, when) so you stay signed in, and, if you turn it on, your two-step verification secret;</li>
                <li>messages you send us through the support forms, and your newsletter subscription if you choose one.</li>
              </ul>
            </>
          ),
        },
        {
          heading: "What we do with it",
          body: (
            <p>
              We use it to provide Cadence to you: to show your calendar, grade your quizzes, schedule your cards and answer your questions. We do not sell it,
              rent it, use it for advertising or build profiles from it. Your study data is yours.
            </p>
          ),
        },
        {
          heading: "Cookies and local storage",
          body: (
            <p>
              One cookie keeps you signed in (HttpOnly, so scripts cannot read it). Your browser also keeps your theme, a non-secret note of who is signed in
              (so the page paints quickly), a quiz you are in the middle of, and where to open the documentation. A site operator may add an analytics script;
              if so, it only ever loads for visitors who are not signed in.
            </p>
          ),
        },
        {
          heading: "Mail and texts",
          body: (
            <p>
              We mail or text you only to verify your address or number, to reset your password, and, if you subscribed, the newsletter about once a month.
              Every newsletter has a one-click unsubscribe, and the{" "}
              <Link to="/unsubscribe" className="underline">
                Unsubscribe
              </Link>{" "}
              page works with just your address.
            </p>
          ),
        },
        {
          heading: "Keeping and deleting",
          body: (
            <p>
              We keep your data while you have an account. A task you delete can be restored for a day and is then gone for good. To delete your account and
              everything in it, use Settings → Your data → Delete my account (you type your e-mail address or phone number to confirm, and your password if the
              account has one), or write to {email}. It is gone at once; backups are overwritten within 30 days.
            </p>
          ),
        },
        {
          heading: "Taking it with you",
          body: (
            <p>
              Export any flashcard set as CSV or TSV, and subscribe to your tasks from any calendar app. Ask us and we will send you everything we hold about
              you.
            </p>
          ),
        },
        {
          heading: "Security",
          body: (
            <p>
              Connections are encrypted, passwords are hashed, sign-in attempts are rate limited, and you can turn on two-step verification. If something goes
              wrong we will tell you promptly.
            </p>
          ),
        },
        {
          heading: "Contact",
          body: <p>Questions about your data: {email}. We answer within two working days.</p>,
        },
      ]}
    />
  );
}
