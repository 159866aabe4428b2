/**
 * People's names (a user's name, first or last): at most 100 characters and no control
 * characters, so a name can never carry a line break into a mail header or a page. The forms,
 * the profile API and the sign-up routes (server side, before better-auth) check the same.
 */
export const nameMaxLength = 100;
export const nameMessages = {
  tooLong: `Must be ${nameMaxLength} characters or fewer`,
  controlCharacters: "Names cannot contain line breaks or control characters",
} as const;

/** What is wrong with a name (a user's name, first or last), if anything: the server checks the same. */
export function nameProblem(value: string): string | undefined {
  if (value.trim().length > nameMaxLength) return nameMessages.tooLong;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || (character.charCodeAt(0) >= 0x7f && character.charCodeAt(0) < 0xa0))) {
    return nameMessages.controlCharacters;
  }
  return undefined;
}
