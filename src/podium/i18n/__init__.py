"""What podium says to a reader, in the reader's language: the words around a table
(``labels``), the messages of rationales and findings (``messages``), names of sources,
cities and countries (``naming``).
"""
