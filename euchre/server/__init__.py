"""The standalone server's own parts, around Voila: teacher sign-in, limits on kernels and page
opens, and error logs that stay on the server. `euchre.server.app` wires them in; `kernel_log` runs
inside each page's kernel."""
