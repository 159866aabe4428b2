/** Signs a user up through the real API and returns the session cookie. */
export async function signUpOverHttp(baseUrl: string, email: string, password = "a long enough password") {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password, name: "E2E User" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

export async function getMe(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as { user: { email: string } }) : undefined };
}
