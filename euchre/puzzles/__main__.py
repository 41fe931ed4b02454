"""`python -m euchre.puzzles ...` is `euchre-puzzles ...`."""

import sys

from euchre.puzzles.cli import main

sys.exit(main())
