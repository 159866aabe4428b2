/**
 * The product specification's user-facing strings, kept once so that the server, the web
 * client and the tests agree on them to the letter.
 */
export const messages = {
  unauthenticated: "User not authenticated",
  notFound: "Not found",
  internal: "Something went wrong on our side. Please try again.",
  validationFailed: "Some fields are not valid",
  malformedJson: "The request body is not valid JSON",
  jsonExpected: "This endpoint expects a JSON body (Content-Type: application/json)",
  payloadTooLarge: "The request body is too large",
  crossSiteRefused: "This request came from another site and was refused",
  databaseUnavailable: "Cadence cannot reach its database right now. Please try again in a moment.",
  storageFull: "Cadence has run out of disk space, so this change was not saved. Please try again later.",
  loadingApplication: "Loading application...",
} as const;

/** Guarded routes (spec §4). */
export const guardMessages = {
  checking: "Checking your session...",
  loginRequired: "Please log in to access this page",
} as const;

/** Rendering errors (spec §8). */
export const renderErrorMessages = {
  toastTitle: "An error occurred",
  toastFallback: "Something went wrong",
  dialogTitle: "Something went wrong",
  dialogFallback: "An unexpected error occurred. Please try again.",
  persists: "If this error persists, please contact support.",
  retry: "Try Again",
} as const;

/** The newsletter (spec §5 and §8). */
export const newsletterMessages = {
  invalidEmail: "Invalid email",
  invalidEmailForm: "Please enter a valid email address.",
  subscribeFailed: "Failed to subscribe. Please try again later.",
  subscribeFailedTitle: "Subscription failed",
  errorTitle: "Error",
  unexpected: "An unexpected error occurred.",
  resubscribed: "You've been resubscribed to our newsletter!",
  alreadySubscribed: "You're already subscribed to our newsletter.",
  subscribed: "Subscription successful! Our team will be in touch.",
  subscribedToastTitle: "Subscription successful!",
  subscribedToastDescription: "Thank you for subscribing to our newsletter.",
  notSubscribed: "This email is not subscribed to our newsletter.",
  alreadyUnsubscribed: "You are already unsubscribed from our newsletter.",
  unsubscribed: "You have been successfully unsubscribed.",
  unsubscribeFailed: "Failed to unsubscribe. Please try again later.",
} as const;

/** Newsletter preferences saved at sign-up (spec §4 and §8). */
export const signupSyncMessages = {
  subscribed: "User successfully subscribed to newsletter",
  saved: "User preferences saved",
  failed: "Failed to sync user preferences. The account was created, but newsletter preferences may not be saved.",
} as const;

/** Tasks and the calendar, in the style of the spec's catalogue (§8). */
export const taskMessages = {
  loadFailed: "Failed to load tasks",
  loadFailedInline: "Failed to load tasks. Please try again.",
  created: "Task created successfully",
  createFailed: "Failed to create task",
  updated: "Task updated successfully",
  updateFailed: "Failed to update task",
  completed: "Task completed",
  reopened: "Task marked as not done",
  tickUndone: "Tick undone",
  snoozed: (day: string) => `Moved to ${day}`,
  rescheduled: "Task rescheduled",
  deleted: "Task deleted successfully",
  deleteFailed: "Failed to delete task",
  bulkDeleted: (count: number) => `${count} ${count === 1 ? "task" : "tasks"} deleted successfully`,
  bulkDeleteFailed: "Failed to delete tasks",
  bulkUpdated: (count: number) => `${count} ${count === 1 ? "task" : "tasks"} updated successfully`,
  bulkUpdateFailed: "Failed to update tasks",
  restored: "Task restored",
  restoreFailed: "Failed to restore task",
  notFound: "Task not found",
  parseFailed: "Could not read that task. Please try again.",
  feedRotated: "Calendar feed address changed. The old address no longer works.",
  feedRotateFailed: "Failed to change the calendar feed address",
} as const;

/** Quizzes and results (spec §8). */
export const quizMessages = {
  loadFailed: "Failed to load quizzes",
  loadFailedInline: "Failed to load quizzes. Please try again.",
  createFailed: "Failed to create quiz",
  updateFailed: "Failed to update quiz",
  notFound: "Quiz not found",
  deleteFailed: "Failed to delete quiz",
  bulkDeleteFailed: "Failed to delete quizzes",
  created: "Quiz created successfully",
  updated: "Quiz updated successfully",
  deleted: "Quiz deleted successfully",
  bulkDeleted: (count: number) => `${count} quizzes deleted successfully`,
  resultSaveFailed: "Failed to save quiz result",
  resultUpdateFailed: "Failed to update quiz result",
  resultNotFound: "Quiz result not found",
  resultSaved: "Quiz result saved successfully",
  resultUpdated: "Quiz result updated successfully",
} as const;

/** Flashcards (spec §5 and §8). */
export const flashcardMessages = {
  loadFailed: "Failed to load flashcards",
  loadFailedInline: "Failed to load flashcards. Please try again.",
  createFailed: "Failed to create flashcard set",
  updateFailed: "Failed to update flashcard set",
  deleteFailed: "Failed to delete flashcard set",
  bulkDeleteFailed: "Failed to delete some flashcard sets",
  created: "Flashcard set created successfully",
  updated: "Flashcard set updated successfully",
  deleted: "Flashcard set deleted successfully",
  bulkDeleted: (count: number) => `${count} flashcard set(s) deleted successfully`,
  notFoundOrDenied: "Flashcard set not found or access denied",
  cardNotFound: "Flashcard not found",
  reviewFailed: "Failed to save your rating",
  savingRatings: "Saving your ratings…",
  ratingsSaved: "Every rating is saved.",
  imported: (count: number) => `Imported ${count} ${count === 1 ? "card" : "cards"}`,
  /** A newer export of a deck imported before went into the set it made. */
  merged: (title: string, counts: { added: number; updated: number; unchanged: number }) =>
    `Updated “${title}”: ${counts.updated} ${counts.updated === 1 ? "card" : "cards"} changed, ${counts.added} added, ${counts.unchanged} as they were`,
} as const;

/** Settings (their content is not in the spec: the same toast style as the spec's). */
export const settingsMessages = {
  profileSaved: "Profile updated successfully",
  profileFailed: "Failed to update profile",
  preferencesSaved: "Preferences updated successfully",
  preferencesFailed: "Failed to update preferences",
  themeSaved: "Theme updated successfully",
  unknownTimeZone: "Choose a time zone from the list",
  newsletterNoEmail: "Add an e-mail address to your account to get the newsletter.",
  avatarSaved: "Avatar updated successfully",
  avatarRemoved: "Avatar removed successfully",
  avatarFailed: "Failed to update avatar",
  avatarNotImage: "Choose an image file (PNG, JPEG, WebP or GIF).",
  feedRotated: "Calendar address replaced successfully",
  feedFailed: "Failed to replace the calendar address",
  copied: "Copied to clipboard",
  copyFailed: "Could not copy: select the address and copy it yourself",
  imported: (cards: number, items: number) => `Imported ${items} items and ${cards} cards successfully`,
  importFailed: "Failed to import your data",
  deleteFailed: "Failed to delete your account",
} as const;

/** Settings → Account: password and devices. */
export const accountSecurityMessages = {
  passwordChanged: "Password changed successfully",
  passwordFailed: "Failed to change password",
  wrongCurrentPassword: "The current password is not correct",
  sessionRevoked: "Device signed out successfully",
  sessionsRevoked: "Other devices signed out successfully",
  sessionsFailed: "Failed to sign the device out",
  emailChangeSent: (email: string) => `Check ${email}: follow the link there to finish the change.`,
  emailChangeFailed: "Failed to change e-mail address",
  emailChanged: "E-mail address changed successfully",
  codeSent: (phone: string) => `We texted a code to ${phone}.`,
  phoneSaved: "Phone number saved successfully",
  phoneFailed: "Failed to save phone number",
  phoneTaken: "This number belongs to another account.",
  providerUnlinked: (name: string) => `${name} unlinked successfully`,
  unlinkFailed: "Failed to unlink",
  linkFailed: "Linking did not work. Please try again.",
  linkOtherAccount: "That account already belongs to another Cadence user.",
  linkDifferentEmail: "That account's e-mail address is not yours on Cadence: link an account with the same address.",
} as const;

/** Sign-up, sign-in and session wording, shared by the forms, the server and the entry chunk. */
export const authMessages = {
  credentialsRequired: "You must provide either an email or phone number and a password",
  passwordTooShort: "Password is too short",
  passwordTooLong: "Password is too long",
  passwordTooCommon: "This is a very common password",
  passwordPersonal: "Password must not contain your name or e-mail address",
  invalidEmail: "Enter a valid e-mail address",
  firstNameRequired: "Enter your first name",
  lastNameRequired: "Enter your last name",
  passwordsDiffer: "The passwords do not match",
  checkFailed: "Failed to check authentication state",
  invalidLogin: "Enter an e-mail address, or a phone number starting with + and its country code",
  invalidPhone: "Enter a phone number starting with + and its country code, like +61 412 345 678",
  codeRequired: "Enter the code",
  invalidCode: "That code is not right. Check it and try again.",
  codeReused: "This code has already been used. Wait for the next one.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  accountThrottled: "Too many failed attempts for this account. Please wait 15 minutes, or reset your password.",
  oauthFailed: "Signing in with that provider did not work. Please try again.",
  oauthEmailNotVerified:
    "Your provider has not confirmed that this e-mail address is yours, so it was not joined to the Cadence account that uses it. Log in with your password and link the provider in Settings → Security, or confirm the address with your provider first.",
  idTokenSignInDisabled: "Sign in through your provider's own page: Cadence does not accept ID tokens sent directly.",
  codeExpired: "That code has expired. Ask for a new one.",
  signUpExpired: "This sign-up has expired. Please sign up again.",
  signInExpired: "This sign-in took too long. Please log in again.",
  lastSignInMethod: "This is the only way into your account. Link another one before you unlink it.",
  passwordNotUnlinkable: "Your password cannot be unlinked. Change it instead.",
} as const;
