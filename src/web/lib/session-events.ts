/** Spec §4's session events, announced to this tab and to every other open tab. */
export type SessionEvent = "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "PASSWORD_RECOVERY" | "USER_UPDATED" | "MFA_CHALLENGE_VERIFIED";

type Listener = (event: SessionEvent, origin: "this-tab" | "other-tab") => void;

const channelName = "cadence-auth";
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

function ensureChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === "undefined") return channel;
  channel = new BroadcastChannel(channelName);
  channel.onmessage = (message: MessageEvent<unknown>) => {
    const event = (message.data as { event?: SessionEvent } | null)?.event;
    if (event) for (const listener of listeners) listener(event, "other-tab");
  };
  return channel;
}

export function announceSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event, "this-tab");
  ensureChannel()?.postMessage({ event });
}

export function onSessionEvent(listener: Listener): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
