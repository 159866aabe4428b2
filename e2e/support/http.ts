const password = "a long enough password";

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Creates an account through the real API (no session until the address is verified). */
export async function signUpOverHttp(baseUrl: string, email: string, name = "E2E User") {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password, name }),
  });
  return { status: response.status };
}

/** The first link matching `pattern` in the newest mail to `to`, read from the server's dev
 * mailbox (outbox mode, loopback). Polls: mail may be written just after the response. */
export async function mailedLink(baseUrl: string, to: string, pattern = /https?:\/\/\S+/): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as { text: string }[];
    const link = mails[0]?.text.match(pattern)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to}`);
}

/** The newest texted code for a number, from the dev outbox (no SMS provider here). Polls: the
 * page's request may still be on its way when a test asks. */
export async function textedCode(baseUrl: string, phoneNumber: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(phoneNumber)}`);
    const texts = (await response.json()) as { subject: string; text: string }[];
    const code = /\b(\d{6})\b/.exec(texts.find((text) => text.subject === "SMS")?.text ?? "")?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${phoneNumber}`);
}

/** Signs up, follows the verification link, and returns the session cookie it sets. */
export async function signUpVerified(baseUrl: string, email: string, name?: string) {
  const { status } = await signUpOverHttp(baseUrl, email, name);
  if (status !== 200) throw new Error(`sign-up failed with ${status}`);
  const verified = await fetch(await mailedLink(baseUrl, email), { redirect: "manual" });
  return { status: verified.status, cookie: cookieOf(verified) };
}

export async function signInOverHttp(baseUrl: string, email: string, withPassword = password) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: withPassword }),
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: body.code, cookie: cookieOf(response) };
}

export async function getMe(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as { user: { email: string } }) : undefined };
}
