import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolveAuthSecret } from "./config.js";

describe("loadConfig", () => {
  it("has the documented defaults with no settings", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.provider).toBe("offline");
    expect(config.ai.dailyQuota).toBe(5);
    expect(config.supportEmail).toBe("support@cadence.local");
    expect(config.google).toBeUndefined();
  });

  it("reads TRUST_PROXY as a number of proxies in front", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: expected true, false or a number of proxies/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid setting PORT: expected a port number from 0 to 65535 (got "abc")'],
    [{ PORT: "70000" }, "Invalid setting PORT"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid setting DATABASE_URL: expected a URL starting with postgres:// or postgresql://"],
    [{ AUTH_SECRET: "short" }, "Invalid setting AUTH_SECRET: must be at least 32 characters long"],
    [{ AI_PROVIDER: "gpt" }, "Invalid setting AI_PROVIDER: expected one of offline, openai, anthropic"],
    [{ AI_PROVIDER: "openai" }, "Invalid setting AI_API_KEY: required when AI_PROVIDER is openai"],
    [{ GOOGLE_CLIENT_ID: "id" }, "Invalid setting GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set"],
    [{ SUPPORT_EMAIL: "nobody" }, "Invalid setting SUPPORT_EMAIL: expected an e-mail address"],
    [{ AI_DAILY_QUOTA: "-1" }, "Invalid setting AI_DAILY_QUOTA: expected a whole number"],
  ])("rejects %j with one line naming the setting", (env, message) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain(message);
    expect((thrown as Error).message).not.toContain("\n");
  });

  it("accepts a full set of valid settings", () => {
    const config = loadConfig({
      PORT: "8080",
      APP_URL: "https://cadence.example.com/",
      DATABASE_URL: "postgres://u@db:5432/cadence",
      AI_PROVIDER: "anthropic",
      AI_API_KEY: "k",
      S3_BUCKET: "b",
      S3_ACCESS_KEY: "a",
      S3_SECRET_KEY: "s",
      OIDC_ISSUER: "https://id.example.com",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "s",
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe("https://cadence.example.com");
    expect(config.s3?.bucket).toBe("b");
    expect(config.oidc?.issuer).toBe("https://id.example.com");
  });
});

describe("resolveAuthSecret", () => {
  it("creates a secret on first start, keeps it private, and reuses it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cadence-secret-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
  });

  it("prefers AUTH_SECRET and refuses a damaged kept secret", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cadence-secret-"));
    const given = "x".repeat(40);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: given }))).toBe(given);
    writeFileSync(path.join(dataDir, "auth-secret"), "too-short\n");
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }))).toThrow(ConfigError);
  });
});
