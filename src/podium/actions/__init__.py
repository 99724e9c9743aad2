"""The library verbs over a store: ingest, overrides and authority, queries.

The CLI, the web service and the bulk pipeline call these and nothing below them that
writes; each takes a ``Store`` and values, and returns values.
"""
