"""Fill untranslated messages of the working `.po` files from the same files at another git revision.

For resolving a conflict in a catalogue after a rebase: take main's side of the `.po` file, run
`python -m euchre.i18n.tools extract update` (and `python -m euchre.i18n.notebooks extract update`
for the notebooks), then `python scripts/po_fill.py <your commit before the rebase>`. Every message
that is empty or fuzzy in the working file and translated at that revision (same context and id)
takes that translation; nothing already translated is changed.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "euchre" / "locale"


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(strings) and not message.fuzzy


def fill(revision: str) -> int:
    filled = 0
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        rel = po.relative_to(ROOT).as_posix()
        old = subprocess.run(["git", "-C", str(ROOT), "show", f"{revision}:{rel}"], capture_output=True)
        if old.returncode != 0:
            continue
        lang = po.parent.parent.name
        source = read_po(io.BytesIO(old.stdout), locale=lang)
        with po.open("rb") as fp:
            target = read_po(fp, locale=lang)
        count = 0
        for message in target:
            if not message.id or _translated(message):
                continue
            found = source.get(message.id, context=message.context)
            if found is not None and _translated(found):
                message.string = found.string
                message.flags.discard("fuzzy")
                count += 1
        if count:
            out = io.BytesIO()
            write_po(out, target, width=120)
            po.write_bytes(out.getvalue())
            print(f"{rel}: {count} filled")
            filled += count
    return filled


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    fill(sys.argv[1])
