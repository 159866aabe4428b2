// Applies the stored theme (key "cadence-theme": light, dark or system) before the first
// paint, so a dark-theme visitor never sees a white flash. Kept tiny and synchronous.
(function () {
  var theme = "light";
  try {
    var stored = localStorage.getItem("cadence-theme");
    var dark = stored === "dark" || (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    theme = dark ? "dark" : "light";
  } catch {
    theme = "light";
  }
  document.documentElement.classList.add(theme);
  document.documentElement.style.colorScheme = theme;
})();
