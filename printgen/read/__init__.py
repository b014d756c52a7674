"""Reading untrusted input into positioned nodes, before anything trusts it: YAML with a line and
column for every value (`loader`), positions by path (`source`), spreadsheets read as the same
nodes with each cell's place kept (`spreadsheet`), pictures checked against their limits and made
safe (`pictures`), XML refused with a document type before any parser sees it (`untrusted_xml`),
and the safe expressions of setups and games (`expr`). The package imports nothing here."""
