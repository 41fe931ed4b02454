"""The engine: cards, rulesets, trump order, tricks, the hands of both families, scoring, the table
rules and EGN records. It knows nothing of lessons, bots or pages."""

from euchre.engine.compiled import guard

guard()  # before any engine module loads: a compiled build whose source changed runs the source
