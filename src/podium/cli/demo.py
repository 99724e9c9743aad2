"""``podium demo``: the bundled Athens 2004 Paralympics corpus, end to end."""

from __future__ import annotations

from podium.cli.common import open_store, reader_lang
from podium.cli.group import app
from podium.cli.ingest import ingest_paths
from podium.cli.params import lang_option, option


@app.command()
@lang_option
@option("--db", help="Keep the demo store here instead of a temporary one.")
def demo(lang: str | None, db: str | None) -> None:
    """The bundled Athens 2004 Paralympics corpus, end to end, in a temporary store."""
    import tempfile
    from pathlib import Path

    from podium.actions.ingest import bundled_corpus
    from podium.actions.queries import conflicts as find_conflicts
    from podium.actions.queries import medal_table, source_titles
    from podium.cli.console import out, print_decisions, print_standings
    from podium.i18n.labels import labels

    language = reader_lang(lang)
    with tempfile.TemporaryDirectory(prefix="podium-demo-") as tmp:
        store = open_store(db or str(Path(tmp) / "demo.sqlite"))
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
        out.print("Next: `podium ingest PATH...` your own documents, then `podium table`, `podium conflicts`.", style="dim")
