/** "Chrome on macOS" from a browser's user agent, for the list of signed-in devices. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\/|Opera/.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : undefined;
  const system = /iPhone/.test(userAgent)
    ? "iPhone"
    : /iPad/.test(userAgent)
      ? "iPad"
      : /Android/.test(userAgent)
        ? "Android"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Mac OS X|Macintosh/.test(userAgent)
              ? "macOS"
              : /Linux/.test(userAgent)
                ? "Linux"
                : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/** An address as people write it: IPv6 without leading zeros, its longest run of zeros as "::". */
export function compactAddress(address: string | null | undefined): string {
  if (!address) return "Unknown address";
  if (!address.includes(":")) return address;
  const groups = address.split(":").map((group) => group.replace(/^0+(?=.)/, "").toLowerCase());
  let best = { start: -1, length: 0 };
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0;
    while (groups[start + length] === "0") length += 1;
    if (length > best.length) best = { start, length };
  }
  if (best.length < 2) return groups.join(":");
  const head = groups.slice(0, best.start).join(":");
  const tail = groups.slice(best.start + best.length).join(":");
  return `${head}::${tail}`;
}

/**
 * Where a session signed in from, for the device list: "This computer" for a loopback or
 * unspecified address (Cadence running on the machine being used: 127.0.0.1, ::1, ::), else
 * the compact address.
 */
export function describeAddress(address: string | null | undefined): string {
  const compact = compactAddress(address);
  const v4 = compact.replace(/^::ffff:/i, "");
  if (compact === "::1" || compact === "::" || v4 === "0.0.0.0" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return "This computer";
  return compact;
}
