"""``podium demo``: the bundled Athens 2004 Paralympics corpus, end to end."""

from __future__ import annotations

from podium.cli.common import be_quiet, open_store, quiet_option, reader_lang
from podium.cli.group import app
from podium.cli.ingest import ingest_paths
from podium.cli.params import db_option, flag, lang_option


@app.command()
@lang_option
@flag("--temporary", help="Use a store of its own that is gone when the demo ends.")
@quiet_option
@db_option
def demo(lang: str | None, temporary: bool, quiet: bool, db: str | None) -> None:
    """The bundled Athens 2004 Paralympics corpus, end to end, into your store (so that
    `podium table` shows it again afterwards), or a temporary one."""
    import tempfile
    from pathlib import Path

    from podium.actions.ingest import bundled_corpus
    from podium.actions.queries import conflicts as find_conflicts
    from podium.actions.queries import medal_table, source_titles
    from podium.cli.console import out, print_decisions, print_standings
    from podium.errors import UsageError
    from podium.i18n.labels import labels

    be_quiet(quiet)
    language = reader_lang(lang)
    if temporary and db is not None:
        raise UsageError("--temporary and --db: choose one (the demo's own store, or the one at --db)")
    with tempfile.TemporaryDirectory(prefix="podium-demo-") as tmp:
        store = open_store(str(Path(tmp) / "demo.sqlite") if temporary else db)
        out.rule("1. Ingest the bundled corpus: three documents, three languages")
        results = ingest_paths(store, [str(bundled_corpus())], authority=False, games=None, lang=language)
        slug = results[0].analysis.games.slug
        out.print()
        out.rule("2. The reconciled medal table")
        print_standings(medal_table(store, slug, "gold", language), language, len(results))
        out.print()
        out.rule("3. Where the sources disagree")
        print_decisions(find_conflicts(store, slug), source_titles(store), labels(language)["no_conflicts"], language)
        out.print()
        if temporary:
            out.print("The demo's store is gone with it (--temporary).", style="dim")
        else:
            out.print(f"Stored in {store.name}: `podium table {slug}` shows it again.", style="dim", markup=False)
        out.print("Next: `podium ingest PATH...` your own documents, then `podium table`, `podium conflicts`.", style="dim")
