"""Pure geometry for the print kit: paper, card slots, crop marks, fitted text and page plans.

Nothing here draws; `printgen.render` turns a page plan into PDF.
"""
