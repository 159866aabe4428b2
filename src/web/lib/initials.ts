function firstLetter(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? Array.from(trimmed)[0]!.toUpperCase() : undefined;
}

/** First letters of first and last name, else the first letter of the e-mail, else U. */
export function initialsFor(person: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const first = firstLetter(person.firstName);
  const last = firstLetter(person.lastName);
  if (first && last) return `${first}${last}`;
  return firstLetter(person.email) ?? "U";
}
