"""The engine: cards, rulesets, trump order, tricks, the hands of both families, scoring, the table
rules and EGN records. It knows nothing of lessons, bots or pages."""
