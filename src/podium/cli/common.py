"""What the commands share: the reader's language, the store, JSON on stdout, writing a
file, the ``--games`` option. Each helper imports what it needs when it is called."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

from podium.cli.params import flag
from podium.errors import UsageError

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path

    from podium.model import Games
    from podium.store import Store


#: ``--quiet``: a command that prints progress or a summary prints nothing but its errors.
quiet_option = flag("--quiet", "-q", help="Print nothing but errors (no progress, no summary).")

#: What a path of ``-`` reads: standard input, recorded as this origin.
STDIN = "-"


def be_quiet(quiet: bool) -> None:
    """With ``--quiet``, stdout says nothing from here on, and neither do progress bars on
    stderr; errors (``podium: error: ...``, ``podium: refused: ...``) still go to stderr."""
    if quiet:
        import click

        from podium.cli.console import out

        out.quiet = True
        click.get_current_context().call_on_close(lambda: setattr(out, "quiet", False))


def is_quiet() -> bool:
    """Whether ``--quiet`` was given (``be_quiet``)."""
    from podium.cli.console import out

    return out.quiet


def default_lang() -> str:
    """$PODIUM_LANG, else the user's locale when podium has names in it, else English."""
    explicit = os.environ.get("PODIUM_LANG")
    if explicit:
        return explicit.split(".")[0].replace("_", "-")  # a locale's spelling (ru_RU.UTF-8) is a tag too
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if not value or value in ("C", "POSIX") or value.startswith("C."):
            continue
        locale = value.split(".")[0].split("@")[0]
        code = locale.split("_")[0].lower()
        if code == "zh":  # the script of a Chinese locale: zh_TW reads zh-Hant, zh_CN zh-Hans
            from podium.i18n.labels import fallbacks

            return fallbacks(locale.replace("_", "-"))[0]
        from podium import nations

        return code if code in nations.languages() else "en"
    return "en"


def reader_lang(lang: str | None) -> str:
    """The language to speak to the reader in: ``--lang``, else :func:`default_lang`. A
    malformed tag is a usage error, and so is a ``--lang`` podium has neither words nor nation
    names in (one it has names but fewer words in falls back to English, word by word)."""
    from podium.i18n.labels import LANGUAGE_TAG

    chosen = lang or default_lang()
    where = "--lang" if lang else "PODIUM_LANG"
    if not LANGUAGE_TAG.fullmatch(chosen):
        raise UsageError(f"{where} {chosen[:40]!r}: expected a language tag such as en, ru, zh-Hans")
    if lang is not None and not speaks(chosen):
        from podium.i18n.labels import languages

        raise UsageError(f"{where} {chosen!r}: podium has no words or nation names in that language; "
                         f"its words are in {', '.join(languages())}")
    return chosen


def speaks(lang: str) -> bool:
    """Whether podium has words (``i18n/data/messages``) or nation names in ``lang`` or in
    the language it is a variant of (``de-AT`` is German, ``zh-TW`` Traditional Chinese)."""
    from podium import nations
    from podium.i18n.labels import fallbacks, languages

    words = {t.lower() for t in languages()}
    return nations.names_language(lang) or any(t.lower() in words for t in fallbacks(lang))


def open_store(db: str | None, *, existing: bool = False) -> Store:
    """The store at ``--db`` (else ``$PODIUM_DB``, else the default file). A command that only
    reads (``existing``) given a ``--db`` file that is not there says so, rather than making
    an empty store there and calling it empty."""
    from podium.store import open_store

    if existing and db is not None and "://" not in db:
        from pathlib import Path

        if not Path(db).expanduser().exists():
            raise UsageError(f"no store at {db}; `podium ingest PATH... --db {db}` makes one")
    return open_store(db, upgrading=_upgrading)


def _upgrading(was: str, head: str) -> None:
    """Say, before it happens, that an existing store is being upgraded (once per store)."""
    if not is_quiet():
        from podium.cli.console import err

        err.print(f"podium: upgrading the store from schema {was} to {head} (once; a large store takes a while)",
                  markup=False)


def print_json(data: Any) -> None:
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def print_json_list(items: Iterable[Any]) -> None:
    """``print_json`` of a list, written item by item as each is made: the same text, without
    the whole list and its whole text in memory at once (``podium conflicts --format json`` of
    a Games of 1,000 sources is 100 MB of text, each of its 400,000 claims a dict first)."""
    from podium.export.shapes import json_list_parts

    sys.stdout.writelines(json_list_parts(items, indent=2))
    sys.stdout.write("\n")


def write_file(path: Path, text: str | bytes) -> None:
    """Write through a temporary file so a failure never leaves half a file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp")
        if isinstance(text, bytes):
            tmp.write_bytes(text)
        else:
            tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as e:
        raise UsageError(f"cannot write: {e.strerror}", path=str(path)) from None


def parse_games(games: str | None) -> Games | None:
    """The ``--games`` option: a Games slug, checked."""
    from podium.model import Games

    if games is None:
        return None
    try:
        return Games.from_slug(games)
    except ValueError as e:
        raise UsageError(f"--games: {e}") from None
