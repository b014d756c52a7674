"""Number Neighbours: its setup format, rules engine, wording, checks, kit and analysis."""
