import { describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { passwordProblems } from "./password-policy.js";

describe("passwordProblems", () => {
  it.each([
    ["correct horse battery staple", {}, []],
    ["zq9!", {}, [authMessages.passwordTooShort]],
    ["x".repeat(129), {}, [authMessages.passwordTooLong]],
    ["password1", {}, [authMessages.passwordTooCommon]],
    ["Qwerty123", {}, [authMessages.passwordTooCommon]],
    ["12345", {}, [authMessages.passwordTooShort, authMessages.passwordTooCommon]],
    ["adalovelace-rocks", { email: "adalovelace@example.com" }, [authMessages.passwordPersonal]],
    ["i am Lovelace forever", { names: ["Ada", "Lovelace"] }, [authMessages.passwordPersonal]],
    ["my dad said so long ago", { names: ["Al"] }, []],
  ])("%j → %j", (password, owner, problems) => {
    expect(passwordProblems(password, owner)).toEqual(problems);
  });
});
