"""What a variant really changes: the presets side by side, and simulated games with simple bots.

Pure Python; the explorer widget lives in euchre.widgets.explorer_variants.
"""

from euchre.variants.players import choose_action
from euchre.variants.simulate import HandFacts, VariantStats, hand_facts, simulate_variant, simulate_variants
from euchre.variants.table import option_rows, preset_table_html

__all__ = [
    "HandFacts", "VariantStats", "choose_action", "hand_facts", "option_rows", "preset_table_html",
    "simulate_variant", "simulate_variants",
]
