import { dictionary } from "@zxcvbn-ts/language-common";
import { authMessages, passwordMaxLength, passwordMinLength } from "../../shared/schemas/auth.js";

/** The ~49,000 most common passwords, as zxcvbn-ts ships them. */
const commonPasswords = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

/** Parts of a person's identity too short to be meaningful inside a password are ignored. */
const minimumFragment = 3;

export interface PasswordOwner {
  email?: string | null;
  names?: (string | null | undefined)[];
}

function personalFragments({ email, names = [] }: PasswordOwner): string[] {
  const local = email?.split("@")[0];
  return [local, ...names.flatMap((name) => name?.split(/\s+/) ?? [])]
    .map((part) => part?.trim().toLowerCase() ?? "")
    .filter((part) => part.length >= minimumFragment);
}

/** Why a password is refused, in the spec's words; empty when it is acceptable. */
export function passwordProblems(password: string, owner: PasswordOwner = {}): string[] {
  const problems: string[] = [];
  if (password.length < passwordMinLength) problems.push(authMessages.passwordTooShort);
  if (password.length > passwordMaxLength) problems.push(authMessages.passwordTooLong);
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || commonPasswords.has(lowered.trim())) problems.push(authMessages.passwordTooCommon);
  if (personalFragments(owner).some((fragment) => lowered.includes(fragment))) problems.push(authMessages.passwordPersonal);
  return problems;
}
