// The static edition's pages load this last. On a first visit the page and its first scripts arrive before
// the service worker controls the page, so the worker never saw them; this hands the worker their
// addresses (the page's own and every file it has loaded from this site so far) to keep for offline use.
// It asks again a few times, because the page goes on loading while the browser's Python starts.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !window.performance) return;
  function keep() {
    var worker = navigator.serviceWorker.controller;
    if (!worker) return;
    var urls = [location.href.split("#")[0]];
    performance.getEntriesByType("resource").forEach(function (entry) {
      if (entry.name.indexOf(location.origin + "/") === 0) urls.push(entry.name.split("#")[0]);
    });
    worker.postMessage({ euchreKeep: urls });
  }
  navigator.serviceWorker.addEventListener("controllerchange", keep);
  [0, 5000, 20000, 60000].forEach(function (ms) { setTimeout(keep, ms); });
})();
