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
  loadingApplication: "Loading application...",
} as const;
