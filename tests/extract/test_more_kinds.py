"""The kinds of Games added for pages that name them (Asian Youth Games, Commonwealth Youth
Games, West Asian Games, Pan Arab Games, Francophone Games, Lusophony Games, Goodwill Games, Asian
Indoor and Martial Arts Games, Games of the Small States of Europe),
and a page about a series of Games, which names no one of them."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.errors import PodiumError
from podium.extract.games import games_named, identify_games
from podium.model import Games
from podium.readers import read_bytes


@pytest.mark.parametrize(("name", "slug"), [
    ("2009 Asian Youth Games", "2009-asian-youth-games"),
    ("Nanjing 2013 Asian Youth Games", "2013-asian-youth-games"),
    ("2008 Commonwealth Youth Games", "2008-commonwealth-youth-games"),
    ("2005 West Asian Games", "2005-west-asian-games"),
    ("2011 Pan Arab Games", "2011-pan-arab-games"),
    ("Jeux panarabes de 2007", "2007-pan-arab-games"),
    ("1994 Jeux de la Francophonie", "1994-francophone-games"),
    ("Jeux de la Francophonie 2013", "2013-francophone-games"),
    ("2006 Lusophony Games", "2006-lusophony-games"),
    ("Jogos da Lusofonia de 2009", "2009-lusophony-games"),
    ("1990 Goodwill Games", "1990-goodwill-games"),
    ("Игры доброй воли 1986", "1986-goodwill-games"),
    ("2007 Asian Indoor Games", "2007-asian-indoor-games"),
    ("Incheon 2013 Asian Indoor and Martial Arts Games", "2013-asian-indoor-games"),
    ("2017年亚洲室内和武术运动会", "2017-asian-indoor-games"),
    ("Jeux asiatiques en salle 2005", "2005-asian-indoor-games"),
    ("2015 Games of the Small States of Europe", "2015-small-states-games"),
    ("Jeux des petits États d'Europe 2019", "2019-small-states-games"),
    ("Spiele der kleinen Staaten von Europa 2013", "2013-small-states-games"),
    ("Giochi dei piccoli stati d'Europa 2011", "2011-small-states-games"),
    ("Juegos de los Pequeños Estados de Europa 2009", "2009-small-states-games"),
    ("Игры малых государств Европы 2017", "2017-small-states-games"),
    ("2023年欧洲小国运动会", "2023-small-states-games"),
    ("2006 Asian Games", "2006-asian-games"),  # not the West Asian, Asian Youth or Asian Indoor Games
    ("2009 Asian Games", None),  # the Asian Indoor Games of 2009 are not the Asian Games
    ("2022 Commonwealth Games", "2022-commonwealth-games"),
])
def test_each_new_kind_by_its_name(name: str, slug: str | None) -> None:
    assert [g.slug for g in games_named(name)] == ([slug] if slug else [])


def test_a_host_city_and_a_year_name_the_small_states_games() -> None:
    page = ("Reykjavík 2015\n\nThe XVI Games of the Small States of Europe were held in Reykjavík, Iceland, "
            "from 1 to 6 June 2015.\n")
    assert identify_games(page) == Games(2015, "", "small-states-games")


def test_a_page_about_a_series_names_no_games() -> None:
    page = ("Asian Youth Games\n\nThe Asian Youth Games is a multi-sport event held every four years. The first Asian "
            "Youth Games was hosted by Singapore.\n\nAll-time medal count\n\nRank\tNation\tGold\tSilver\tBronze\tTotal\n"
            "1\tChina\t53\t28\t16\t97\n2\tSouth Korea\t19\t14\t16\t49\n3\tJapan\t11\t18\t17\t46\n")
    assert identify_games(page) is None
    with pytest.raises(PodiumError, match=r"a table of several Games \(all-time\)"):  # its only table sums them
        analyse(read_bytes(page.encode("utf-8"), "ayg.txt"))
    # with the city on its title, the page is that city's Games
    titled = page.replace("Asian Youth Games\n", "Singapore Asian Youth Games\n", 1)
    assert identify_games(titled) == Games(2009, "", "asian-youth-games")
