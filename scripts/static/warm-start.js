// The static edition's warm start. The build puts this file at the top of the kernel's worker script
// (jupyterlite-pyodide-kernel's) and has the worker's `initialize` call `euchreWarmStart` in place of its
// four start-up steps (runtime, file system, package manager, kernel); see make_warm_start in
// scripts/static_build.py and docs/static.md.
//
// First visit: Pyodide starts as before, with its (private) `_makeSnapshot` option; the kernel and the
// modules every page imports are imported before any JavaScript object reaches Python; then a copy of
// Python's memory (Pyodide's memory snapshot) and the files of site-packages are kept in the browser's
// Cache Storage under this build's hash. Later visits start Pyodide from that copy (`_loadSnapshot`) and
// write the files back, instead of starting the interpreter, unpacking the wheels and importing IPython.
// Anything unexpected (no Cache Storage, a snapshot Pyodide refuses) falls back to the ordinary start.
/* eslint-disable */
(function () {
  "use strict";
  var BUILD = "__EUCHRE_BUILD__";
  var PREWARM = __EUCHRE_PREWARM__;
  var CACHE = "euchre-warm-start";
  var MAGIC = 0x45575331; // "EWS1"

  function say(text) { console.info("[euchre warm start] " + text); }
  function now() { return self.performance ? performance.now() : Date.now(); }

  // Python may keep two Pyodide objects: the `pyodide_js` module and its loadPackagesFromImports (the
  // kernel imports both). A snapshot names them; a restored one gets stand-ins that reach the new Pyodide.
  function serializer(pyodide) {
    return function (value) {
      if (value === pyodide || value === pyodide._api.public_api) return "pyodide_js";
      if (value === pyodide.loadPackagesFromImports) return "loadPackagesFromImports";
      return null;
    };
  }
  function deserializer(holder) {
    return function (name) {
      if (name === "pyodide_js") return new Proxy({}, { get: function (_, key) { return holder.pyodide[key]; } });
      if (name === "loadPackagesFromImports") {
        return function () { return holder.pyodide.loadPackagesFromImports.apply(holder.pyodide, arguments); };
      }
      throw new Error("unknown object in the snapshot: " + JSON.stringify(name));
    };
  }

  function siteFiles(pyodide) {
    var FS = pyodide.FS, found = [];
    (function walk(dir) {
      FS.readdir(dir).forEach(function (name) {
        if (name === "." || name === "..") return;
        var path = dir + "/" + name;
        if (FS.isDir(FS.stat(path).mode)) walk(path);
        else found.push([path, FS.readFile(path)]);
      });
    })(pyodide._api.sitePackages);
    return found;
  }

  // One blob: magic, header length, a JSON header (file names and sizes, loaded packages) padded to a
  // multiple of 16 bytes, the snapshot, then every file's bytes in the header's order.
  function pack(snapshot, files, loaded) {
    var text = JSON.stringify({
      build: BUILD, snapshot: snapshot.length, loaded: loaded,
      files: files.map(function (f) { return [f[0], f[1].length]; })
    });
    // Pyodide reads the snapshot as 32-bit words: it must start on a multiple of 4 (JSON allows the spaces)
    var header = new TextEncoder().encode(text);
    header = new TextEncoder().encode(text + " ".repeat((16 - (8 + header.length) % 16) % 16));
    var head = new Uint32Array([MAGIC, header.length]);
    return new Blob([head, header, snapshot].concat(files.map(function (f) { return f[1]; })));
  }
  function unpack(buffer) {
    var head = new Uint32Array(buffer, 0, 2);
    if (head[0] !== MAGIC) throw new Error("not a warm-start blob");
    var header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 8, head[1])));
    if (header.build !== BUILD) throw new Error("a warm start of another build");
    var offset = 8 + head[1];
    var snapshot = new Uint8Array(buffer, offset, header.snapshot);
    offset += header.snapshot;
    var files = header.files.map(function (f) {
      var bytes = new Uint8Array(buffer, offset, f[1]);
      offset += f[1];
      return [f[0], bytes];
    });
    return { snapshot: snapshot, files: files, loaded: header.loaded };
  }

  function key(options) { return new URL("euchre-warm-start/" + BUILD + ".bin", options.indexUrl).href; }

  async function findSaved(options) {
    if (!self.caches) return null;
    return (await (await caches.open(CACHE)).match(key(options))) || null;
  }

  async function save(options, blob) {
    var cache = await caches.open(CACHE);
    var mine = key(options);
    (await cache.keys()).forEach(function (request) { if (request.url !== mine) cache.delete(request); });
    await cache.put(mine, new Response(blob, { headers: { "Content-Type": "application/octet-stream" } }));
  }

  function withPyodideOptions(options, extra) {
    return Object.assign({}, options, { loadPyodideOptions: Object.assign({}, options.loadPyodideOptions, extra) });
  }

  async function restore(kernel, options, found) {
    var holder = {};
    // read while Pyodide fetches and compiles its own scripts: it awaits the snapshot only after those
    var reading = found.arrayBuffer().then(unpack);
    await kernel.initRuntime(withPyodideOptions(options, {
      packages: [], _loadSnapshot: reading.then(function (saved) { return saved.snapshot; }),
      _snapshotDeserializer: deserializer(holder)
    }));
    var saved = await reading;
    var pyodide = kernel._pyodide;
    holder.pyodide = pyodide;
    var made = {};
    saved.files.forEach(function (f) {
      var dir = f[0].slice(0, f[0].lastIndexOf("/"));
      if (!made[dir]) { pyodide.FS.mkdirTree(dir); made[dir] = true; }
      pyodide.FS.writeFile(f[0], f[1]);
    });
    Object.assign(pyodide.loadedPackages, saved.loaded);
    // every visit would otherwise replay the first visit's random numbers
    pyodide.runPython("import random\nrandom.seed()");
  }

  async function startAndKeep(kernel, options) {
    await kernel.initRuntime(withPyodideOptions(options, { _makeSnapshot: true }));
    var pyodide = kernel._pyodide;
    await kernel.initPackageManager(options);
    var imports = ["import pyodide_kernel"].concat(PREWARM.map(function (m) {
      return "try:\n    import " + m + "\nexcept Exception as exc:\n    print('warm start: not imported:', " +
        JSON.stringify(m) + ", exc)";
    }));
    await pyodide.runPythonAsync(imports.join("\n"));
    if (!self.caches) return "fresh (no Cache Storage)";
    var loaded = Object.assign({}, pyodide.loadedPackages), snapshot;
    // Pyodide compares this object with an empty one when it takes the snapshot
    Object.keys(pyodide.loadedPackages).forEach(function (name) { delete pyodide.loadedPackages[name]; });
    try {
      snapshot = pyodide.makeMemorySnapshot({ serializer: serializer(pyodide) });
    } finally {
      Object.assign(pyodide.loadedPackages, loaded);
    }
    save(options, pack(snapshot, siteFiles(pyodide), loaded)).then(function () {
      say("kept for the next visit");
    }, function (err) { say("not kept: " + err); });
    return "fresh (snapshot taken)";
  }

  self.euchreWarmStart = async function (kernel, options) {
    var started = now(), saved = null, how, phases = {};
    var last = started;
    function lap(name) { var t = now(); phases[name] = Math.round(t - last); last = t; }
    try { saved = await findSaved(options); } catch (err) { say("no snapshot found: " + err); }
    lap("find the snapshot");
    if (saved) {
      try {
        await restore(kernel, options, saved);
        how = "snapshot";
        lap("read it and start Python from it, write its files");
      } catch (err) {
        say("snapshot refused, starting afresh: " + err);
        try { await caches.delete(CACHE); } catch (e) { /* nothing kept to remove */ }
      }
    }
    if (!how) {
      try {
        how = await startAndKeep(kernel, options);
      } catch (err) {
        say("no snapshot taken: " + err);
        how = "fresh";
        if (!kernel._pyodide) await kernel.initRuntime(options);
      }
      lap("start Python, import, take the snapshot");
    }
    // No /drive: the pages read no file of the site's contents, and with the drive mounted as the working
    // folder every import asked the service worker (and through it the page) about that folder first,
    // one synchronous request at a time (about 40 for lesson 1).
    var local = Object.assign({}, options, { mountDrive: false });
    await kernel.initFilesystem(local);
    await kernel.initPackageManager(options);
    await kernel.initKernel(local);
    lap("the kernel's remaining steps");
    self.euchreStartedFrom = how;
    self.euchreStartSeconds = (now() - started) / 1000;
    say("Python ready from " + how + " in " + self.euchreStartSeconds.toFixed(2) + " s (ms: " +
        JSON.stringify(phases) + ")");
  };
})();
