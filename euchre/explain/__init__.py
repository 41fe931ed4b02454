"""Explanations: the engine's facts put into the learner's words (plays, cards, contracts, steps of a
hand, the glossary) and drawn as HTML (cards, charts)."""
