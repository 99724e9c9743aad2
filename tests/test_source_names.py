"""Sources named on the terminal and the web pages by their titles, cut to a width, so that no
two look alike (``podium.i18n.naming.SourceNames``)."""

from __future__ import annotations

from podium.i18n.naming import SourceNames, cut, quoted_title

T11 = "Athletics at the 2004 Summer Paralympics – Men's 100 metres T11"
T12 = "Athletics at the 2004 Summer Paralympics – Men's 100 metres T12"
WOMEN = "Athletics at the 2004 Summer Paralympics – Women's 100 metres T12"
IDS = {name: name * 64 for name in "abcdefgh"}


def names(**titles: str | None) -> SourceNames:
    return SourceNames({IDS[k]: v for k, v in titles.items()})


def test_titles_that_differ_before_the_cut_are_cut_as_always() -> None:
    n = names(a="2004 Summer Paralympics medal table", b="2004 Summer Paralympics – Wikipedia")
    assert (n.cut(IDS["a"], 32), n.cut(IDS["b"], 32)) == ("2004 Summer Paralympics medal t…", "2004 Summer Paralympics – Wikip…")
    assert n(IDS["a"]) == "2004 Summer Paralympics medal table"  # called: the whole title


def test_titles_alike_up_to_the_cut_keep_the_words_where_they_differ() -> None:
    # the three pages share "Athletics at the 2004 Summer Paralympics – ": each keeps its start
    # and the words from the one before they differ
    n = names(a=T11, b=T12, c=WOMEN, d="Short title")
    assert [n.cut(IDS[k], 32) for k in "abcd"] == [
        "Athletic… – Men's 100 metres T11", "Athletic… – Men's 100 metres T12",
        "Athletic… – Women's 100 metres …", "Short title"]
    # two alike: where they differ is the last word
    n = names(a=T11, b=T12)
    assert (n.cut(IDS["a"], 32), n.cut(IDS["b"], 32)) == ("Athletics at the 2004 Summe… T11",
                                                          "Athletics at the 2004 Summe… T12")
    # a wider cut tells them apart on its own
    assert n.cut(IDS["a"], 72) == T11


def test_one_title_for_several_sources_is_told_apart_by_the_ids() -> None:
    n = names(a="2004 Summer Paralympics", b="2004 Summer Paralympics", c=None)
    assert n.cut(IDS["a"], 32) == "2004 Summer Paralympics aaaaaaaa"
    assert n.cut(IDS["b"], 32) == "2004 Summer Paralympics bbbbbbbb"
    assert n.cut(IDS["c"], 32) == "cccccccccccc"  # no title: its id's prefix
    assert n.cut("f" * 64, 32) == "ffffffffffff"  # a source the store does not hold
    assert quoted_title(n)(IDS["a"]) == "«2004 Summer Paralympics aaaaaaaa»"


def test_a_plain_title_lookup_is_cut_as_it_reads() -> None:
    titles = {IDS["a"]: T11, IDS["b"]: T12}
    assert cut(titles.get, IDS["a"], 32) == "Athletics at the 2004 Summer Pa…"
    assert cut(titles.get, IDS["c"], 32) == "cccccccccccc"


def test_podium_conflicts_lists_pages_of_alike_titles_apart() -> None:
    from podium.cli.console import where_stated
    from tests.reconcile.claimsets import claim

    n = names(a=T11, b=T12)
    claims = [claim(IDS["a"], "GBR", "gold", 3, 4), claim(IDS["b"], "GBR", "gold", 3, 9)]
    assert where_stated(claims, n) == ("Athletics at the 2004 Summer Paraly… T11 line 4; "
                                       "Athletics at the 2004 Summer Paraly… T12 line 9")


# the first sentence of a Chinese page as its title: no spaces, and alike up to its last characters
ZH = "2004年雅典残疾人奥林匹克运动会，又称第十二届残奥会，于2004年9月16日到9月28日在希腊首都雅典举行。共设19个大项，162个小项"


def test_titles_without_spaces_alike_to_near_their_end_are_cut_at_the_character_where_they_differ() -> None:
    n = names(a=ZH + "，有来自144个国家", b=ZH + "，有来自145个国家")
    assert [n.cut(IDS[k], 32) for k in "ab"] == ["2004年雅典残疾人奥林匹克运动会，又称第十二届残奥… 4个国家",
                                                 "2004年雅典残疾人奥林匹克运动会，又称第十二届残奥… 5个国家"]
    # a third of the same title as the first: those two told apart by their ids
    n = names(a=ZH + "，有来自144个国家", b=ZH + "，有来自145个国家", c=ZH + "，有来自144个国家")
    assert [n.cut(IDS[k], 32) for k in "abc"] == ["2004年雅典残疾人奥林匹克运动会，又称第十… aaaaaaaa",
                                                  "2004年雅典残疾人奥林匹克运动会，又称第十二届残奥… 5个国家",
                                                  "2004年雅典残疾人奥林匹克运动会，又称第十… cccccccc"]


def test_a_title_that_goes_on_where_another_ends_is_cut_not_shown_whole() -> None:
    long = "Athletics at the 2004 Summer Paralympics – Men's 100 metres"
    n = names(a=long, b=long + " T12")
    assert (n.cut(IDS["a"], 32), n.cut(IDS["b"], 32)) == ("Athletics at the 2004 Su… metres",
                                                          "Athletics at the 200… metres T12")
