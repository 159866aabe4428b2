// Prerendered public pages (scripts/prerender.mjs) load the app's code from here once they have
// painted, so that on a slow connection their content does not share the bandwidth with it; the
// app then adopts the markup (main.tsx). Links work meanwhile: they are plain links.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement("script");
    module.type = "module";
    module.crossOrigin = "";
    module.src = entry;
    document.head.appendChild(module);
  }
  // The first frame is drawn between the animation frame and the timer.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
