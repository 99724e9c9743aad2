"""People in charge: ``podium override`` and ``podium overrides`` (values set by hand),
``podium authority`` (sources whose values are pinned) and ``podium audit`` (who did what)."""

from __future__ import annotations

from podium.cli.common import open_store, print_json
from podium.cli.group import app
from podium.cli.params import argument, db_option, flag, format_option, games_argument, option
from podium.errors import UsageError

USAGE = ("usage: podium override GAMES SUBJECT ATTRIBUTE VALUE --note TEXT, or GAMES SUBJECT "
         "ATTRIBUTE=VALUE... --note TEXT (several values at once, another subject's as "
         "SUBJECT.ATTRIBUTE=VALUE), or --undo ID")


def parse_changes(subject: str, attribute: str | None, values: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """``gold 10`` or ``gold=10 total=30`` (or ``gold 10 total=30``) -> (subject, attribute,
    text); ``games.total_gold=520`` (or ``GBR.bronze=29``) is another subject's value, set
    together with these."""
    words = [w for w in (attribute, *values) if w is not None]
    changes = []
    while words:
        word = words.pop(0)
        if "=" in word:
            name, _, text = word.partition("=")
        elif words and "=" not in words[0]:
            name, text = word, words.pop(0)
        else:
            raise UsageError(f"{word!r} has no value; {USAGE}")
        owner, dot, name = name.strip().rpartition(".")
        if not name or (dot and not owner):
            raise UsageError(f"{word!r} names no attribute; {USAGE}")
        changes.append((owner if dot else subject, name, text))
    return changes


@app.command()
@argument("games", required=False, help="Games slug, e.g. 2004-summer-paralympics.")
@argument("subject", required=False, help="NOC code, or 'games'.")
@argument("attribute", required=False,
          help="gold, silver, bronze, total, rank, or a Games attribute; or ATTRIBUTE=VALUE.")
@argument("values", required=False, many=True,
          help="The value to set; more ATTRIBUTE=VALUE to set together (gold=10 total=30).")
@option("--note", help="Why (required when setting a value).")
@option("--undo", type=int, help="Revoke the override with this id instead.")
@flag("--force", help="Set values that break their row's sum or the totals row.")
@format_option()
@db_option
def override(
    games: str | None,
    subject: str | None,
    attribute: str | None,
    values: tuple[str, ...],
    note: str | None,
    undo: int | None,
    force: bool,
    format: str,
    db: str | None,
) -> None:
    """Set a value yourself (status `overridden`), or --undo ID; both go into the audit log.
    A value must fit: a nation of those Games, a count from 0, and the row and totals row
    still adding up (set the total too, `gold=10 total=30`, or --force)."""
    from podium.actions import authority
    from podium.cli.console import out

    store = open_store(db, existing=True)
    if undo is not None:
        if any(x is not None for x in (games, subject, attribute)) or values:
            raise UsageError("--undo takes only the override's id")
        revoked = authority.undo_override(store, undo, note=note)
        if format == "json":
            from podium.export.shapes import override_json

            now = next((o for o in store.overrides(None, active_only=False) if o.id == revoked.id), revoked)
            print_json(override_json(now))
            return
        out.print(f"revoked override #{revoked.id}: {revoked.games} {revoked.subject} {revoked.attribute} = {revoked.value}")
        return
    if games is None or subject is None or attribute is None:
        raise UsageError(USAGE)
    changes = parse_changes(subject, attribute, values)
    if note is None:
        raise UsageError("an override needs a note saying why (--note TEXT)")
    from podium.actions.queries import pick_games

    slug = pick_games(store, games)
    records = authority.set_overrides(store, slug, [(s, a, authority.parse_value(v)) for s, a, v in changes],
                                      note=note, force=force)
    if format == "json":
        from podium.export.shapes import override_json

        print_json(override_json(records[0]) if len(records) == 1 else [override_json(r) for r in records])
        return
    for record in records:
        out.print(f"override #{record.id}: {record.games} {record.subject} {record.attribute} = {record.value}  "
                  f"({record.note})")


@app.command()
@games_argument
@flag("--all", help="Also list revoked overrides.")
@format_option()
@db_option
def overrides(games: str | None, all: bool, format: str, db: str | None) -> None:
    """Overrides people set (active ones; --all for revoked too) and the authoritative sources."""
    from podium.cli.console import out

    store = open_store(db, existing=True)
    found = store.overrides(games, active_only=not all)
    authorities = [s for s in store.sources() if s.authority and (games is None or s.games == games)]
    if format == "json":
        from podium.export.shapes import overrides_json

        print_json(overrides_json(found, authorities))
        return
    if not found and not authorities:
        out.print("no overrides and no authoritative sources")
    for o in found:
        state = "" if o.active else f"  (revoked {o.revoked_at:%Y-%m-%d %H:%M})"
        out.print(f"#{o.id}  {o.games} {o.subject} {o.attribute} = {o.value}  by {o.who} {o.created_at:%Y-%m-%d %H:%M}: {o.note}{state}")
    for s in authorities:
        out.print(f"authority  {s.id[:12]}  {s.games or ''}  {s.title or s.origin}")


@app.command("authority")
@argument("source", help="Source id (or a prefix of at least 6 characters).")
@flag("--undo", help="No longer treat this source as authoritative.")
@option("--note", help="Why.")
@format_option()
@db_option
def authority_command(source: str, undo: bool, note: str | None, format: str, db: str | None) -> None:
    """Mark a stored source as authoritative (its values become `pinned`), or --undo it."""
    from podium.actions import authority
    from podium.cli.console import out

    source_id = authority.set_authority(open_store(db, existing=True), source, not undo, note=note)
    if format == "json":
        print_json({"source": source_id, "authority": not undo})
        return
    out.print(f"{'no longer authoritative' if undo else 'authoritative'}: {source_id[:12]}")


@app.command()
@format_option()
@db_option
def audit(format: str, db: str | None) -> None:
    """The audit log: every ingest, authority change and override, with time, who and note."""
    from podium.cli.console import out

    entries = open_store(db, existing=True).audit()
    if format == "json":
        from podium.export.shapes import audit_entry_json

        print_json([audit_entry_json(e) for e in entries])
        return
    for e in entries:
        out.print(f"{e.id:>4}  {e.at:%Y-%m-%d %H:%M:%S}  {e.who:<6} {e.action:<16} {e.target}" + (f"  — {e.note}" if e.note else ""))
