"""People in charge: ``podium override`` and ``podium overrides`` (values set by hand),
``podium authority`` (sources whose values are pinned) and ``podium audit`` (who did what)."""

from __future__ import annotations

from podium.cli.common import open_store, print_json
from podium.cli.group import app
from podium.cli.params import argument, db_option, flag, format_option, games_argument, option
from podium.errors import UsageError


@app.command()
@argument("games", required=False, help="Games slug, e.g. 2004-summer-paralympics.")
@argument("subject", required=False, help="NOC code, or 'games'.")
@argument("attribute", required=False, help="gold, silver, bronze, total, rank, or a Games attribute.")
@argument("value", required=False, help="The value to set.")
@option("--note", help="Why (required when setting a value).")
@option("--undo", type=int, help="Revoke the override with this id instead.")
@format_option()
@db_option
def override(
    games: str | None,
    subject: str | None,
    attribute: str | None,
    value: str | None,
    note: str | None,
    undo: int | None,
    format: str,
    db: str | None,
) -> None:
    """Set a value yourself (status `overridden`), or --undo ID; both go into the audit log."""
    from podium.actions import authority
    from podium.cli.console import out

    store = open_store(db, existing=True)
    if undo is not None:
        if any(x is not None for x in (games, subject, attribute, value)):
            raise UsageError("--undo takes only the override's id")
        revoked = authority.undo_override(store, undo, note=note)
        if format == "json":
            from podium.export.shapes import override_json

            now = next((o for o in store.overrides(None, active_only=False) if o.id == revoked.id), revoked)
            print_json(override_json(now))
            return
        out.print(f"revoked override #{revoked.id}: {revoked.games} {revoked.subject} {revoked.attribute} = {revoked.value}")
        return
    if games is None or subject is None or attribute is None or value is None:
        raise UsageError("usage: podium override GAMES SUBJECT ATTRIBUTE VALUE --note TEXT (or --undo ID)")
    if note is None:
        raise UsageError("an override needs a note saying why (--note TEXT)")
    from podium.actions.queries import pick_games

    slug = pick_games(store, games)
    record = authority.set_override(store, slug, subject, attribute, authority.parse_value(value), note=note)
    if format == "json":
        from podium.export.shapes import override_json

        print_json(override_json(record))
        return
    out.print(f"override #{record.id}: {record.games} {record.subject} {record.attribute} = {record.value}  ({record.note})")


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
