"""Make a MediaWiki dump from podium's own fixtures, for ``podium bulk``'s tests and benchmark.

    python scripts/make_dump.py OUT_DIR [--name testwiki-20250101] [--pages-per-stream 100]
                                        [--filler N] [--next] [--single-stream]

writes, in the real MediaWiki export format (``export-0.11``: ``<siteinfo>`` with its
namespaces, pages with their revisions, ``<redirect title=…/>``):

- ``NAME-pages-articles-multistream.xml.bz2``: bz2 streams of ``--pages-per-stream`` pages
  each, after a first stream with the header and ``<siteinfo>`` and before a last one with
  ``</mediawiki>``, as Wikimedia publishes them, and its index
  ``NAME-pages-articles-multistream-index.txt.bz2`` (``offset:page id:title`` per page);
- with ``--single-stream``, ``NAME-pages-articles.xml.bz2`` instead (one bz2 stream).

The pages: fixtures of ``tests/fixtures`` in many languages (wikitext medal tables, prose and
infoboxes, other text documents), each under the title Wikipedia gives such a page (the Games,
its medal table, a nation or a sport "at the … Games"); redirects to them (one to a page whose
title names no Games); and pages to skip: articles about other things, a talk page and a
template about a Games, a Games page with neither a medal table nor a fact; ``--filler N``
adds N more articles about other things (for the benchmark). ``--next`` makes the dump of a
later date, in which one page has a newer revision.

``pages()`` returns the same pages to a test, which knows from them what ``podium bulk``
should keep (``Page.kept``).
"""

from __future__ import annotations

import argparse
import bz2
import hashlib
import random
from dataclasses import dataclass, replace
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"

#: (fixture, the page's title): pages podium keeps, in 16 languages
GAMES_PAGES: tuple[tuple[str, str], ...] = (
    ("tables/en/2004-paralympics-medals-template.wiki", "2004 Summer Paralympics medal table"),
    ("tables/en/2012-paralympics-medal-images.wiki", "2012 Summer Paralympics medal table"),
    ("tables/en/2020-paralympics-invoke-show-limit.wiki", "2020 Summer Paralympics medal table"),
    ("tables/en/2008-olympics-overall-and-table-tennis.wiki", "Table tennis at the 2008 Summer Olympics"),
    ("facts/en/london-2012-olympics-infobox.txt", "2012 Summer Olympics"),
    ("facts/en/athens-2004-paralympics-nation-medals.txt", "Russia at the 2004 Summer Paralympics"),
    ("facts/en/sydney-2000-paralympics-prose.txt", "2000 Summer Paralympics"),
    ("tables/de/2008-olympia-medaillenspiegel.wiki", "Olympische Sommerspiele 2008/Medaillenspiegel"),
    ("facts/de/turin-2006-olympics-prose.txt", "Olympische Winterspiele 2006"),
    ("tables/cs/2014-zimni-olympijske-hry.wiki", "Zimní olympijské hry 2014"),
    ("tables/it/2010-olimpiadi-invernali.wiki", "Medagliere dei XXI Giochi olimpici invernali"),
    ("tables/nl/2004-paralympische-spelen-totaal.wiki", "Paralympische Zomerspelen 2004/Medaillespiegel"),
    ("tables/ru/2014-zimnie-olimpiyskie-igry.wiki", "Медальный зачёт зимних Олимпийских игр 2014"),
    ("facts/ru/london-2012-paralympics-prose.txt", "Летние Паралимпийские игры 2012"),
    ("tables/zh/2020-aoyunhui-zongji.wiki", "2020年夏季奥林匹克运动会奖牌榜"),
    ("facts/zh-Hant/sydney-2000-olympics-prose.txt", "2000年夏季奧林匹克運動會"),
    ("facts/fr/vancouver-2010-olympics-prose.txt", "Jeux olympiques d'hiver de 2010"),
    ("facts/es/rio-2016-olympics-prose.txt", "Juegos Olímpicos de Río de Janeiro 2016"),
    ("facts/ja/nagano-1998-olympics-prose.txt", "長野オリンピック"),
    ("facts/ko/seoul-1988-olympics-prose.txt", "1988년 하계 올림픽"),
    ("facts/pl/sochi-2014-olympics-prose.txt", "Zimowe Igrzyska Olimpijskie 2014"),
    ("facts/pt/rio-2016-paralympics-prose.txt", "Jogos Paralímpicos de Verão de 2016"),
    ("tables/uk/2012-paralimpiyski-ihry.md", "Літні Паралімпійські ігри 2012"),
    ("tables/es/2016-juegos-olimpicos.md", "Anexo:Medallero de los Juegos Olímpicos de Río de Janeiro 2016"),
    # a title that names no Games: kept only because a redirect with such a title leads to it
    ("facts/zh-Hans/beijing-2008-paralympics-infobox.txt", "北京2008年残疾人运动会"),
)

#: (redirect title, target title)
REDIRECTS: tuple[tuple[str, str], ...] = (
    ("2008年夏季残疾人奥林匹克运动会", "北京2008年残疾人运动会"),
    ("2012 Olympics", "2012 Summer Olympics"),
    ("Jeux olympiques de 2010", "Jeux olympiques d'hiver de 2010"),
    ("Atlantis", "Atlantis (mythology)"),  # names no Games: not followed
)

#: (namespace, title, text): pages podium skips
OTHER_PAGES: tuple[tuple[int, str, str], ...] = (
    (0, "Athens", "Athens is the capital of Greece. It hosted the 1896 and 2004 Summer Olympics.\n"),
    (0, "Berlin", "Berlin ist die Hauptstadt Deutschlands. 1936 fanden hier die Olympischen Sommerspiele statt.\n"),
    (0, "Москва", "Москва — столица России. В 1980 году здесь прошли летние Олимпийские игры.\n"),
    (0, "東京", "東京は日本の首都である。\n"),
    (0, "Atlantis (mythology)", "Atlantis is a fictional island in Plato's works.\n"),
    (1, "2004 Summer Paralympics", "== Medal table ==\nIs the bronze of Great Britain 30 or 29?\n"),
    (10, "Medals table", "{{#invoke:Medals table|createTable}}\n"),
    (0, "Olympic Games bid process", "A city that wants to host the Games submits a bid.\n"),
)

#: the page given a newer revision in the ``--next`` dump, and the text added to it
NEXT_TITLE = "2000 Summer Paralympics"
NEXT_LINE = "\nThe Games were opened by Governor-General William Deane at Stadium Australia.\n"

NAMESPACES = ((-2, "Media"), (-1, "Special"), (0, ""), (1, "Talk"), (2, "User"), (3, "User talk"),
              (4, "Wikipedia"), (6, "File"), (10, "Template"), (14, "Category"), (104, "Anexo"))

FILLER_WORDS = ("river", "mountain", "village", "the", "of", "and", "in", "is", "a", "population", "history",
                "church", "railway", "station", "school", "century", "district", "province", "lake", "bridge")


@dataclass(frozen=True)
class Page:
    """One page of the dump, with its newest revision."""

    id: int
    namespace: int
    title: str
    text: str
    revision: int
    redirect: str | None = None
    #: the page ``podium bulk`` makes a source of
    kept: bool = False

    @property
    def full_title(self) -> str:
        prefix = dict(NAMESPACES)[self.namespace]
        return f"{prefix}:{self.title}" if prefix else self.title


def pages(*, next_dump: bool = False, filler: int = 0) -> list[Page]:
    """Every page of the dump, in the dump's order (games pages, redirects and others mixed)."""
    out: list[Page] = []
    for path, title in GAMES_PAGES:
        text = (FIXTURES / path).read_text(encoding="utf-8").replace("\r\n", "\n")
        namespace = 0
        if title.startswith("Anexo:"):
            namespace, title = 104, title.removeprefix("Anexo:")
        out.append(Page(0, namespace, title, text, 0, kept=True))
    for title, target in REDIRECTS:
        out.append(Page(0, 0, title, f"#REDIRECT [[{target}]]\n", 0, redirect=target))
    for namespace, title, text in OTHER_PAGES:
        out.append(Page(0, namespace, title, text, 0))
    words = random.Random(2004)
    for number in range(filler):
        body = "\n\n".join(" ".join(words.choice(FILLER_WORDS) for _ in range(120)) for _ in range(6))
        out.append(Page(0, 0, f"Place {number}", f"'''Place {number}''' is a place.\n\n{body}\n", 0))
    order = random.Random(1896)
    order.shuffle(out)
    numbered = [replace(page, id=i + 1, revision=1000 + i * 7) for i, page in enumerate(out)]
    if next_dump:
        numbered = [replace(p, text=p.text + NEXT_LINE, revision=p.revision + 5000) if p.title == NEXT_TITLE else p
                    for p in numbered]
    return numbered


def _base36_sha1(text: str) -> str:
    number = int(hashlib.sha1(text.encode("utf-8")).hexdigest(), 16)
    digits = ""
    while number:
        number, rest = divmod(number, 36)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[rest] + digits
    return digits.rjust(31, "0")


def header(dbname: str) -> str:
    namespaces = "\n".join(
        f'      <namespace key="{key}" case="first-letter" />' if not name
        else f'      <namespace key="{key}" case="first-letter">{escape(name)}</namespace>'
        for key, name in NAMESPACES
    )
    return (
        '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.mediawiki.org/xml/export-0.11/ http://www.mediawiki.org/xml/export-0.11.xsd" '
        'version="0.11" xml:lang="en">\n'
        "  <siteinfo>\n"
        f"    <sitename>Wikipedia</sitename>\n    <dbname>{dbname}</dbname>\n"
        "    <base>https://test.wikipedia.org/wiki/Main_Page</base>\n"
        "    <generator>MediaWiki 1.44.0-wmf.1</generator>\n    <case>first-letter</case>\n"
        f"    <namespaces>\n{namespaces}\n    </namespaces>\n"
        "  </siteinfo>\n"
    )


def page_xml(page: Page) -> str:
    redirect = f"    <redirect title={quoteattr(page.redirect)} />\n" if page.redirect else ""
    size = len(page.text.encode("utf-8"))
    return (
        "  <page>\n"
        f"    <title>{escape(page.full_title)}</title>\n    <ns>{page.namespace}</ns>\n    <id>{page.id}</id>\n"
        f"{redirect}"
        "    <revision>\n"
        f"      <id>{page.revision}</id>\n      <parentid>{page.revision - 1}</parentid>\n"
        "      <timestamp>2025-01-01T00:00:00Z</timestamp>\n"
        "      <contributor>\n        <username>Podium</username>\n        <id>2004</id>\n      </contributor>\n"
        "      <comment>from podium's fixtures</comment>\n"
        "      <origin>{0}</origin>\n      <model>wikitext</model>\n      <format>text/x-wiki</format>\n".format(
            page.revision)
        + f'      <text bytes="{size}" sha1="{_base36_sha1(page.text)}" xml:space="preserve">'
        f"{escape(page.text)}</text>\n"
        f"      <sha1>{_base36_sha1(page.text)}</sha1>\n"
        "    </revision>\n"
        "  </page>\n"
    )


def write_multistream(out: Path, name: str, all_pages: list[Page], per_stream: int) -> tuple[Path, Path]:
    """The dump as bz2 streams (header; ``per_stream`` pages each; footer) and its index."""
    dump = out / f"{name}-pages-articles-multistream.xml.bz2"
    index = out / f"{name}-pages-articles-multistream-index.txt.bz2"
    lines = []
    with open(dump, "wb") as file:
        file.write(bz2.compress(header(name.split("-")[0]).encode("utf-8")))
        for start in range(0, len(all_pages), per_stream):
            offset = file.tell()
            chunk = all_pages[start:start + per_stream]
            file.write(bz2.compress("".join(page_xml(p) for p in chunk).encode("utf-8")))
            lines.extend(f"{offset}:{p.id}:{p.full_title}\n" for p in chunk)
        file.write(bz2.compress(b"</mediawiki>\n"))
    index.write_bytes(bz2.compress("".join(lines).encode("utf-8")))
    return dump, index


def write_single_stream(out: Path, name: str, all_pages: list[Page]) -> Path:
    dump = out / f"{name}-pages-articles.xml.bz2"
    text = header(name.split("-")[0]) + "".join(page_xml(p) for p in all_pages) + "</mediawiki>\n"
    dump.write_bytes(bz2.compress(text.encode("utf-8")))
    return dump


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the folder to write the dump into")
    parser.add_argument("--name", default=None, help="the dump's name (default testwiki-20250101, -20250201 with --next)")
    parser.add_argument("--pages-per-stream", type=int, default=100)
    parser.add_argument("--filler", type=int, default=0, help="this many more pages about other things")
    parser.add_argument("--next", action="store_true", help="the later dump: one page has a newer revision")
    parser.add_argument("--single-stream", action="store_true", help="one bz2 stream, no index")
    args = parser.parse_args(argv)
    name = args.name or ("testwiki-20250201" if args.next else "testwiki-20250101")
    args.out.mkdir(parents=True, exist_ok=True)
    all_pages = pages(next_dump=args.next, filler=args.filler)
    if args.single_stream:
        print(write_single_stream(args.out, name, all_pages))
    else:
        for path in write_multistream(args.out, name, all_pages, args.pages_per_stream):
            print(path)


if __name__ == "__main__":
    main()
