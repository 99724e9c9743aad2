"""Which Games a document is about when it also names other editions: the previous one
("London 2012 haul … at the Tokyo Olympics"), the next one ("the next edition will be held in
Naples in 2019"), a span of them ("since 1930"), or one the catalogue does not hold ("the 2030
Asian Games"); and the names of kinds in more languages. Editions, hosts and years are public
facts of those Games."""

from __future__ import annotations

import pytest

from podium.extract.games import identify_games


@pytest.mark.parametrize(("text", "slug"), [
    # a year bound to another host than the one the Games word names
    ("Team GB matches London 2012 haul with 65 medals at the Tokyo Olympics\n\n"
     "Tokyo 2020 has been hailed the greatest achievement in British Olympic history.",
     "2020-summer-olympics"),
    # the title's host comes before the years of the lines below it
    ("The Summer Universiade closed on Wednesday in Taipei.\nJapan won 101 medals.\n"
     "The next edition will be held in Naples, Italy, in 2019.", "2017-summer-universiade"),
    ("The Summer Universiade closed on Wednesday in Taipei.\nJapan won 101 medals.\n"
     "Two years ago in 2015, Japan won 25 gold.", "2017-summer-universiade"),
    ("The 2nd Youth Olympic Games in Nanjing ended on Thursday.\n"
     "The next Youth Games will be held in Buenos Aires, Argentina, in 2018.", "2014-summer-youth-olympics"),
    # an edition's number with a German or Portuguese ordinal's ending, its host deciding the season
    ("Mit 24 Medaillen hat das deutsche Team die 29. Universiade in Taipeh abgeschlossen. "
     "Eine bessere Bilanz hatte es zuletzt 2007 in Bangkok gegeben.", "2017-summer-universiade"),
    ("Terminou a 2ª Olimpíada da Juventude de Nanjing; a próxima será em 2018.", "2014-summer-youth-olympics"),
    ("Turkey will compete at the 2025 Islamic Solidarity Games in Riyadh.\n"
     "Saudi Arabia hosted the 1st Islamic Solidarity Games in 2005.", "2025-islamic-solidarity-games"),
])
def test_the_documents_own_games_among_others(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


@pytest.mark.parametrize("text", [
    # a span of Games: no edition is the document's
    "Australia is the most successful team in Commonwealth Games history.\n"
    "Since 1930, Australia has won 2,218 medals.\n"
    "England has won 2,008 medals since the 1930 Commonwealth Games.",
    "コモンウェルスゲームズの歴代メダル\n1930年以来、オーストラリアは852個の金メダルを獲得した。",
    # an edition the catalogue does not hold: not an earlier one named further down
    "India will compete at the 2030 Asian Games in Doha.\nIndia hosted the 1st Asian Games in 1951.",
])
def test_no_single_games(text: str) -> None:
    assert identify_games(text) is None


@pytest.mark.parametrize(("text", "slug"), [
    ("Nesta quinta-feira concluiu a Olimpíada da Juventude de Nanjing 2014.", "2014-summer-youth-olympics"),
    ("O Brasil na Paralimpíada de Tóquio 2020", "2020-summer-paralympics"),
    ("As medalhas do Pan-Americano de 2019", "2019-pan-american-games"),
    ("Surdolimpíadas de 2021 em Caxias do Sul", "2021-summer-deaflympics"),
    ("Les Jeux olympiques des sourds de 2021 à Caxias do Sul", "2021-summer-deaflympics"),
    ("Los Juegos Olímpicos para Sordos de 2021", "2021-summer-deaflympics"),
    ("Universiadi 2019 di Napoli: il medagliere", "2019-summer-universiade"),
    ("Die World University Games 2019 in Neapel", "2019-summer-universiade"),
    ("Igrzyska Imperium Brytyjskiego 1934 w Londynie", "1934-commonwealth-games"),
    ("De bolivariske lege 1938 i Bogotá", "1938-bolivarian-games"),
    ("המשחקים האירופיים 2015 בבאקו", "2015-european-games"),
    ("الألعاب الأوروبية 2015 في باكو", "2015-european-games"),
])
def test_kinds_named_in_more_languages(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None and games.slug == slug


def test_lines_of_marks_alone_are_no_head_lines() -> None:
    text = ("'''\nOlympic Golds\n=============\n\n2012 Summer Olympics medal table\n"
            "Rank   Country        Gold  Silver  Bronze  Total\n1      United States    46      28      29    103\n'''\n")
    games = identify_games(text)
    assert games is not None and games.slug == "2012-summer-olympics"
