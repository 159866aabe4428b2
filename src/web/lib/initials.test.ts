import { describe, expect, it } from "vitest";
import { initialsFor } from "./initials.js";

describe("initialsFor", () => {
  it.each([
    [{ firstName: "ada", lastName: "lovelace", email: "x@y.z" }, "AL"],
    [{ firstName: " Émile ", lastName: "Zola", email: null }, "ÉZ"],
    [{ firstName: "Ada", lastName: null, email: "ada@example.com" }, "A"],
    [{ firstName: null, lastName: "Lovelace", email: "zed@example.com" }, "Z"],
    [{ firstName: "", lastName: "", email: "" }, "U"],
    [{}, "U"],
  ])("%j → %s", (person, initials) => {
    expect(initialsFor(person)).toBe(initials);
  });
});
