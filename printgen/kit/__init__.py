"""The print kit: from setups and options to page plans, one module per material."""
