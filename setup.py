"""Only the build step setuptools cannot express in pyproject.toml: compile the message catalogues.

Every `euchre/locale/<lang>/LC_MESSAGES/*.po` becomes a `.mo` beside it in the built package, so
an installed wheel has its catalogues compiled. (An editable install reads the `.po` files, which
`euchre.i18n.catalog` compiles in memory when no current `.mo` is there.)
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def compile_catalogues(build_lib: str) -> list[Path]:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted((HERE / "euchre" / "locale").glob("*/LC_MESSAGES/*.po")):
        if po.stem.startswith("lessons"):
            continue  # the notebooks' catalogues: the notebooks are generated from them in the repository
        lang = po.parts[-3]
        target = Path(build_lib) / po.relative_to(HERE).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as fp:
            catalog = read_po(fp, locale=lang)
        with target.open("wb") as out:
            write_mo(out, catalog, use_fuzzy=False)
        written.append(target)
    return written


class BuildPyWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        if not getattr(self, "editable_mode", False):
            compile_catalogues(self.build_lib)


if __name__ == "__main__":  # setuptools' build backend runs this file as __main__
    setup(cmdclass={"build_py": BuildPyWithCatalogues})
