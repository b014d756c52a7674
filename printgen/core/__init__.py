"""The ground floor: what every command and every room stands on, importing nothing of printgen's
above it. Errors and their exit statuses (`errors`), diagnostics and file reports
(`diagnostics`), where bundled data lives (`data`), writing output in one step (`output`),
standard streams that fail or close (`streams`), an internal error said once (`bugs`, with
`project`), the per-user cache of parsed files (`user_cache`) and the process pool (`workers`).
The package imports nothing here."""
