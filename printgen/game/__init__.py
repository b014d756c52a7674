"""Any card game from YAML: the game model, its schema, deck generation, deal rules and checks."""
