"""One module per document layout; each turns its markup into ``podium.extract.grid.Grid``
values (or, for Wikipedia's ``{{Medals table}}`` template, into tables directly).

Heavy parsers (lxml, mwparserfromhell) are imported inside the functions that need them,
so that reading a plain-text document never loads them.
"""
