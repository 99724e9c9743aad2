"""podium's command line: thin commands over the library verbs (``podium.actions``)."""

from podium.cli.app import main, run

__all__ = ["main", "run"]
