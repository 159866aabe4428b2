import { describe, expect, it } from "vitest";
import { compactAddress, describeAddress, describeDevice } from "./device.js";

describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36", "Chrome on macOS"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0", "Firefox on Linux"],
    ["Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36", "Chrome on Android"],
    ["curl/8.5.0", "Unknown device"],
    [null, "Unknown device"],
  ])("%s → %s", (agent, expected) => {
    expect(describeDevice(agent)).toBe(expected);
  });
});

describe("compactAddress", () => {
  it.each([
    ["0000:0000:0000:0000:0000:0000:0000:0001", "::1"],
    ["0000:0000:0000:0000:0000:0000:0000:0000", "::"],
    ["2001:0db8:0000:0000:0000:ff00:0042:8329", "2001:db8::ff00:42:8329"],
    ["203.0.113.7", "203.0.113.7"],
    [null, "Unknown address"],
  ])("%s → %s", (address, expected) => {
    expect(compactAddress(address)).toBe(expected);
  });
});

describe("describeAddress", () => {
  it.each([
    ["::1", "This computer"],
    ["0000:0000:0000:0000:0000:0000:0000:0000", "This computer"],
    ["127.0.0.1", "This computer"],
    ["::ffff:127.0.0.1", "This computer"],
    ["203.0.113.7", "203.0.113.7"],
    ["2001:0db8:0000:0000:0000:ff00:0042:8329", "2001:db8::ff00:42:8329"],
    [null, "Unknown address"],
  ])("%s → %s", (address, expected) => {
    expect(describeAddress(address)).toBe(expected);
  });
});
