"""Command-line parsers that speak the current language: argparse's own words ("usage:", "options",
"show this help message and exit") and its commonest errors are messages here, so `euchre --help`
and a mistyped command read in the language of the terminal (`terminal_language`). English is
exactly argparse's."""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any, NoReturn

from euchre.i18n.messages import _


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


_ERRORS: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"the following arguments are required: (?P<names>.*)", re.S),
     lambda m: _("the following arguments are required: {names}", names=m["names"])),
    (re.compile(r"unrecognized arguments: (?P<words>.*)", re.S),
     lambda m: _("unrecognized arguments: {words}", words=m["words"])),
    (re.compile(r"argument (?P<name>\S+): invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)", re.S),
     lambda m: _("argument {name}: invalid choice: {value} (choose from {choices})", name=m["name"],
                 value=m["value"], choices=m["choices"])),
    (re.compile(r"argument (?P<name>\S+): invalid (?P<type>\S+) value: (?P<value>.*)", re.S),
     lambda m: _("argument {name}: invalid {type} value: {value}", name=m["name"], type=m["type"],
                 value=m["value"])),
    (re.compile(r"argument (?P<name>\S+): expected one argument", re.S),
     lambda m: _("argument {name}: expected one argument", name=m["name"])),
    (re.compile(r"argument (?P<name>\S+): not allowed with argument (?P<other>\S+)", re.S),
     lambda m: _("argument {name}: not allowed with argument {other}", name=m["name"], other=m["other"])),
    (re.compile(r"argument (?P<name>\S+): (?P<message>.*)", re.S),
     lambda m: _("argument {name}: {message}", name=m["name"], message=m["message"])),
)
"""argparse's English errors and the message each one is (the last one frames a type's own error,
which is already in the current language)."""


def error_words(message: str) -> str:
    """argparse's error `message` in the current language (unchanged if it is not one of `_ERRORS`)."""
    for pattern, words in _ERRORS:
        match = pattern.fullmatch(message)
        if match:
            return words(match)
    return message


class Parser(argparse.ArgumentParser):
    """An `argparse.ArgumentParser` whose own words are messages. Its sub-commands are Parsers too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self._positionals.title = _("positional arguments")
        self._optionals.title = _("options")
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help=_("show this help message and exit"))

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {message}", prog=self.prog, message=error_words(message)) + "\n")
