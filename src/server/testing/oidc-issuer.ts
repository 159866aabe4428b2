import { createSign, generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenID provider on loopback for auth tests: discovery, a JWKS with a fresh RSA key, a
 * token endpoint and userinfo. Its ID tokens are real RS256 JWTs signed with that key, so
 * better-auth verifies them as it would Google's. `claims` says who the next sign-in is.
 */
export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims the next code exchange (and `idToken`) describe. */
  claims: { sub: string; email: string; email_verified: boolean; name?: string };
  /** A signed ID token for the current claims (for the ID-token sign-in). */
  idToken(extra?: Record<string, unknown>): string;
  /** What the browser brings back from the authorize page: a code bound to the request's nonce. */
  authorize(authorizeUrl: string): { code: string; state: string };
  close(): Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export async function startTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomUUID();
  const clientId = "cadence-test";
  const clientSecret = "a-client-secret-of-thirty-two-characters";
  let issuer = "";
  const nonces = new Map<string, string>();
  const state: TestIssuer = {
    issuer: "",
    clientId,
    clientSecret,
    claims: { sub: "subject-1", email: "someone@example.com", email_verified: true },
    idToken: (extra = {}) => sign({ ...state.claims, ...extra }),
    authorize: (authorizeUrl) => {
      const parsed = new URL(authorizeUrl);
      const code = randomUUID();
      const nonce = parsed.searchParams.get("nonce");
      if (nonce) nonces.set(code, nonce);
      return { code, state: parsed.searchParams.get("state") ?? "" };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function sign(claims: Record<string, unknown>): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
    const payload = base64url(JSON.stringify({ iss: issuer, aud: clientId, iat: now, exp: now + 600, ...claims }));
    const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const json = (body: unknown) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      });
    }
    if (url.pathname === "/jwks") return json({ keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] });
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const code = new URLSearchParams(body).get("code") ?? "";
        const nonce = nonces.get(code);
        json({ access_token: `access-${code}`, token_type: "Bearer", expires_in: 600, id_token: sign({ ...state.claims, ...(nonce ? { nonce } : {}) }) });
      });
      return;
    }
    if (url.pathname === "/userinfo") return json(state.claims);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.issuer = issuer;
  return state;
}
