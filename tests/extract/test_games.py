"""Games identity from a document's own words, and the catalogue behind it."""

from __future__ import annotations

import pytest

from podium.catalogue import catalogue
from podium.extract.games import identify_games


@pytest.mark.parametrize(("text", "slug"), [
    ("2004年夏季殘疾人奧林匹克運動會", "2004-summer-paralympics"),
    ("2004年雅典残疾人奥林匹克运动会，又称第十二届残奥会。\n2008年残奥会的东道主", "2004-summer-paralympics"),
    ("2008年北京残奥会奖牌榜\n上一届是2004年雅典残奥会", "2008-summer-paralympics"),
    ("2022年北京冬残奥会", "2022-winter-paralympics"),
    ("2008年北京奥运会", "2008-summer-olympics"),
    ("XII Летние Паралимпийские игры прошли в Афины, Греция с 17 по 28 Сентября 2004.", "2004-summer-paralympics"),
    ("XIX зимние Олимпийские игры 2002", "2002-winter-olympics"),
    ("Параолимпийские игры 2004 года", "2004-summer-paralympics"),
    ("1988 Winter Paralympics", "1988-winter-paralympics"),
    ("The 1988 Paralympics in Seoul", "1988-summer-paralympics"),
    ("Olympic Games 1984, Sarajevo", "1984-winter-olympics"),
    ("第十二屆帕運會（2004年）", "2004-summer-paralympics"),
])
def test_identified(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None
    assert games.slug == slug


@pytest.mark.parametrize("text", [
    "",
    "A table of numbers from 2004",
    "1988 Paralympics",  # summer and winter that year, no season, no city
    "2004 Winter Paralympics",  # there were none
    "2005年残奥会",  # not a Games year
])
def test_not_identified(text: str) -> None:
    assert identify_games(text) is None


def test_catalogue_covers_every_games() -> None:
    entries = catalogue()
    keys = {(e.year, e.season, e.kind) for e in entries}
    assert len(keys) == len(entries)
    summer_olympics = [e for e in entries if e.season == "summer" and e.kind == "olympics"]
    assert [e.edition for e in summer_olympics][:5] == [1, 2, 3, 4, 5]
    assert (2004, "summer", "paralympics") in keys
    assert (2004, "winter", "paralympics") not in keys
    assert (1992, "winter", "olympics") in keys and (1994, "winter", "olympics") in keys
    assert len([e for e in entries if e.kind == "paralympics" and e.season == "winter"]) == 15
