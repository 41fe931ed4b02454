// Turn every module in the given wheels into bytecode made by the browser's own interpreter (Pyodide's
// CPython, run here in Node), so the browser imports without compiling: `pkg/mod.py` becomes `pkg/mod.pyc`,
// which CPython loads without a source beside it. The wheel's RECORD is rewritten to match.
// Usage: node pycompile.mjs PYODIDE_DIR WHEEL...   (the wheels are rewritten in place)
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...wheels] = process.argv.slice(2);
if (!pyodideDir || wheels.length === 0) {
  console.error("usage: node pycompile.mjs PYODIDE_DIR WHEEL...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + path.sep });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
pyodide.globals.set("wheel_paths", wheels.map((w) => "/host" + path.resolve(w)));
await pyodide.runPythonAsync(`
import base64, hashlib, importlib.util, io, marshal, zipfile

HEADER = importlib.util.MAGIC_NUMBER + bytes(12)  # flags 0, then an unchecked timestamp and size


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


for wheel in wheel_paths:
    out = io.BytesIO()
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
        record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        lines = []
        for name in src.namelist():
            if name == record or name.endswith("/"):
                continue
            data = src.read(name)
            if name.endswith(".py") and ".dist-info/" not in name:
                try:
                    code = compile(data, name, "exec", dont_inherit=True)
                except SyntaxError:
                    pass  # kept as source: the browser reports the same error a server would
                else:
                    name, data = name + "c", HEADER + marshal.dumps(code)
            dst.writestr(name, data)
            lines.append(record_line(name, data))
        lines.append(f"{record},,")
        dst.writestr(record, "\\n".join(lines) + "\\n")
    with open(wheel, "wb") as f:
        f.write(out.getvalue())
`);
