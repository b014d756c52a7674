"""Drawing page plans with reportlab: the only code in printgen that draws."""
