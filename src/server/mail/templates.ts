import { escapeHtml } from "../lib/html.js";

/** Plain-text and HTML versions of each mail Cadence sends, with absolute links. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const productName = "Cadence";

interface MailContent {
  subject: string;
  greetingName?: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}

export function renderMail({ subject, greetingName, paragraphs, action, closing }: MailContent): RenderedMail {
  const greeting = greetingName?.trim() ? `Hi ${greetingName.trim()},` : "Hi,";
  const text = [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), `${action.label}: ${action.url}`, "", closing, "", `— ${productName}`].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#2563eb">${productName}</p>
      <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
      ${paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("\n      ")}
      <p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
      <p style="margin:0 0 16px;font-size:13px;color:#475569;line-height:1.5">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(action.url)}</a></p>
      <p style="margin:0;font-size:13px;color:#475569">${escapeHtml(closing)}</p>
    </td></tr>
  </table>
</body></html>`;
  return { subject, text, html };
}

export function verificationMail(name: string | null | undefined, url: string): RenderedMail {
  return renderMail({
    subject: `Verify your e-mail address for ${productName}`,
    greetingName: name,
    paragraphs: [`Welcome to ${productName}! Confirm that this is your e-mail address to finish creating your account.`],
    action: { label: "Verify my e-mail address", url },
    closing: "If you did not sign up for Cadence, ignore this message and no account will be activated.",
  });
}

/** To the new address, when an account's e-mail is being changed: the change happens on click. */
export function emailChangeMail(name: string | null | undefined, url: string): RenderedMail {
  return renderMail({
    subject: `Confirm your new e-mail address for ${productName}`,
    greetingName: name,
    paragraphs: [
      `Someone, hopefully you, asked to use this address for their ${productName} account.`,
      "Your account keeps its old address until you confirm this one.",
    ],
    action: { label: "Use this e-mail address", url },
    closing: "If you did not ask for this, ignore this message and nothing will change.",
  });
}

/** To the old address, when a change is asked for: a heads-up with a way to secure the account. */
export function emailChangeNoticeMail(name: string | null | undefined, newEmail: string, resetUrl: string): RenderedMail {
  return renderMail({
    subject: `Your ${productName} e-mail address is being changed`,
    greetingName: name,
    paragraphs: [
      `Someone asked to change the e-mail address of your ${productName} account to ${newEmail}. The change happens only once that address confirms it.`,
    ],
    action: { label: "Not you? Reset your password", url: resetUrl },
    closing: "If it was you, there is nothing to do here.",
  });
}

export function passwordResetMail(name: string | null | undefined, url: string): RenderedMail {
  return renderMail({
    subject: `Reset your ${productName} password`,
    greetingName: name,
    paragraphs: [
      "Someone, hopefully you, asked to reset the password of your Cadence account.",
      "The link works once and expires in one hour. Resetting signs you out on every other device.",
    ],
    action: { label: "Choose a new password", url },
    closing: "If you did not ask for this, ignore this message: your password stays as it is.",
  });
}

export function newsletterConfirmationMail(name: string | null | undefined, unsubscribeUrl: string): RenderedMail {
  return renderMail({
    subject: "You're subscribed to the Cadence newsletter",
    greetingName: name,
    paragraphs: [
      "Thanks for subscribing. About once a month we send study techniques that work, new Cadence features and the odd planning tip. Nothing else, and we never share your address.",
      "Changed your mind? One click below and you will not hear from us again.",
    ],
    action: { label: "Unsubscribe", url: unsubscribeUrl },
    closing: "You received this because this address was entered in the newsletter form on Cadence.",
  });
}
