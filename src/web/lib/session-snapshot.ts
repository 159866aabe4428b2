import type { Me } from "@shared/schemas/profile.js";

/**
 * A copy of who is signed in (names, e-mail; never a token) kept in local storage so that the
 * first paint shows the right navigation before /api/session answers. The HttpOnly cookie stays
 * the authority: the snapshot is replaced by the server's answer as soon as it comes.
 */
const key = "cadence.session";

export interface SessionSnapshot {
  me: Me | null;
  expiresAt: string | null;
}

export function readSessionSnapshot(): SessionSnapshot | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as SessionSnapshot;
    // An expired session is not worth showing.
    if (parsed.expiresAt && Date.parse(parsed.expiresAt) <= Date.now()) return { me: null, expiresAt: null };
    return parsed;
  } catch {
    return undefined;
  }
}

export function writeSessionSnapshot(snapshot: SessionSnapshot): void {
  try {
    if (snapshot.me) window.localStorage.setItem(key, JSON.stringify(snapshot));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the snapshot is only a convenience.
  }
}
