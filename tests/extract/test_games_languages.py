"""Which Games a document is about, in the twelve languages of issue 5."""

from __future__ import annotations

import pytest

from podium.extract.games import identify_games


@pytest.mark.parametrize(("text", "slug"), [
    ("Olympische Sommerspiele 2012", "2012-summer-olympics"),
    ("XII. Sommer-Paralympics 2004 in Athen", "2004-summer-paralympics"),
    ("Jeux olympiques d'hiver de 2010", "2010-winter-olympics"),
    ("Jeux paralympiques d’été de 2012", "2012-summer-paralympics"),
    ("Juegos Paralímpicos de Pekín 2008", "2008-summer-paralympics"),
    ("Juegos Olímpicos de Salt Lake City 2002", "2002-winter-olympics"),
    ("XX Giochi olimpici invernali", "2006-winter-olympics"),  # no year: the edition and season
    ("XI Giochi paralimpici invernali", "2014-winter-paralympics"),
    ("Jogos Paralímpicos de Verão de 2016", "2016-summer-paralympics"),
    ("Letnie Igrzyska Olimpijskie 2004", "2004-summer-olympics"),
    ("Zimowe Igrzyska Paraolimpijskie 2010", "2010-winter-paralympics"),
    ("2008年北京オリンピック", "2008-summer-olympics"),
    ("1998年長野オリンピック", "1998-winter-olympics"),
    ("2020年東京パラリンピック", "2020-summer-paralympics"),
    ("2018년 평창 동계 올림픽", "2018-winter-olympics"),
    ("1988년 서울 올림픽", "1988-summer-olympics"),
    ("2020년 도쿄 하계 패럴림픽", "2020-summer-paralympics"),
    ("第十三届夏季残疾人奥林匹克运动会", "2008-summer-paralympics"),
    ("2020年夏季帕拉林匹克運動會", "2020-summer-paralympics"),
])
def test_identified(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None
    assert games.slug == slug


@pytest.mark.parametrize("text", [
    "Les Jeux olympiques",  # no year, no edition
    "XX Giochi olimpici",  # an edition without a season: summer XX (1972) or winter XX (2006)?
    "Olympische Spiele 2005",  # not a Games year
])
def test_not_identified(text: str) -> None:
    assert identify_games(text) is None
