// The static edition's pages load this last. On a first visit the page and its first scripts arrive before
// the service worker controls the page, so the worker never saw them; this hands the worker their
// addresses (the page's own and every file it has loaded from this site so far) to keep for offline use.
// It asks again a few times, because the page goes on loading while the browser's Python starts.
// It also records the worker's version, so the next visit keeps the worker (see rememberVersion).
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !window.performance) return;
  // jupyterlite unregisters every service worker when a page under one finds no version recorded for it,
  // and the first page never records one (it is not yet under the worker when it looks): so the second
  // visit threw the worker away and installed it again. Record the version the first page was built with.
  function rememberVersion(worker) {
    try {
      var config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
      var key = worker.scriptURL + "-version";
      if (config.appVersion && !localStorage.getItem(key)) localStorage.setItem(key, config.appVersion);
    } catch (err) { /* no config or no storage: jupyterlite registers the worker again, as before */ }
  }
  function keep() {
    var worker = navigator.serviceWorker.controller;
    if (!worker) return;
    rememberVersion(worker);
    var urls = [location.href.split("#")[0]];
    performance.getEntriesByType("resource").forEach(function (entry) {
      if (entry.name.indexOf(location.origin + "/") === 0) urls.push(entry.name.split("#")[0]);
    });
    worker.postMessage({ euchreKeep: urls });
  }
  // Every other page of this page's language (and each language's index) is kept too, so a page never opened
  // also opens offline: the build lists them in offline-pages.json beside this script. It waits until this
  // page has been open a while and the browser is idle, so it never slows the first visit's start.
  var script = document.currentScript;
  var root = script ? script.src.replace(/keep-offline\.js(\?.*)?$/, "") : "";
  function language() {
    var path = location.pathname, at = path.indexOf("/voici/render/");
    var first = at < 0 ? "" : path.slice(at + "/voici/render/".length).split("/")[0];
    return ["tr", "fi", "az"].indexOf(first) >= 0 ? first : "en";
  }
  function keepAll() {
    var worker = navigator.serviceWorker.controller;
    if (!worker || !root) return;
    fetch(root + "offline-pages.json").then(function (r) { return r.ok ? r.json() : null; }).then(function (pages) {
      var urls = pages && pages[language()];
      if (Array.isArray(urls)) worker.postMessage({ euchreKeep: urls.map(function (u) { return root + u; }) });
    }).catch(function () { /* offline already, or an older build: the pages opened so far stay kept */ });
  }
  function whenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(keepAll, { timeout: 10000 });
    else keepAll();
  }
  navigator.serviceWorker.addEventListener("controllerchange", keep);
  [0, 5000, 20000, 60000].forEach(function (ms) { setTimeout(keep, ms); });
  setTimeout(whenIdle, 25000);
})();
