"""What podium says to a reader, in the reader's language: the words around a table
(``labels``), the messages of rationales and findings (``messages``), names of sources,
cities and countries (``naming``), counts and numbers by CLDR (``numbers``), which
languages a tag reads (``languages``), and the message files they come from (``files``:
``data/messages/<lang>.toml``).
"""
