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
    # Czech, Greek, Finnish, Hungarian, Norwegian, Swedish, Turkish, Ukrainian, Dutch
    ("Zimní olympijské hry 2014 v Soči", "2014-winter-olympics"),
    ("Letní paralympijské hry 2012 v Londýně", "2012-summer-paralympics"),
    ("Olympijské hry 1984 v Sarajevu", "1984-winter-olympics"),  # both seasons in 1984: the city
    ("Θερινοί Παραολυμπιακοί Αγώνες 2004", "2004-summer-paralympics"),
    ("ΧΕΙΜΕΡΙΝΟΙ ΟΛΥΜΠΙΑΚΟΙ ΑΓΩΝΕΣ 2010", "2010-winter-olympics"),  # capitals, no accents
    ("Ολυμπιακοί Αγώνες 1988 στη Σεούλ", "1988-summer-olympics"),
    ("Talviolympialaiset 2010 Vancouverissa", "2010-winter-olympics"),
    ("Kesäparalympialaiset 2012 Lontoossa", "2012-summer-paralympics"),
    ("Kesäolympialaisissa 1952", "1952-summer-olympics"),
    ("1992. évi nyári olimpiai játékok", "1992-summer-olympics"),
    ("2018. évi téli paralimpiai játékok", "2018-winter-paralympics"),
    ("Az 1984-es olimpia Szarajevóban", "1984-winter-olympics"),
    ("Vinter-OL 2018 i Pyeongchang", "2018-winter-olympics"),
    ("Sommer-OL 1992 i Barcelona", "1992-summer-olympics"),
    ("De paralympiske vinterlekene 1994", "1994-winter-paralympics"),
    ("Olympiska vinterspelen 2022 i Peking", "2022-winter-olympics"),
    ("Paralympiska sommarspelen 2016", "2016-summer-paralympics"),
    ("Olympiska spelen 1988 i Calgary", "1988-winter-olympics"),
    ("2016 Yaz Olimpiyatları", "2016-summer-olympics"),
    ("KIŞ OLİMPİYATLARI 1988", "1988-winter-olympics"),  # capital I folds to i
    ("2020 Yaz Paralimpik Oyunları", "2020-summer-paralympics"),
    ("Літні Паралімпійські ігри 2012", "2012-summer-paralympics"),
    ("Зимові Олімпійські ігри 2014", "2014-winter-olympics"),
    ("Олімпійські ігри 1980 у Москві", "1980-summer-olympics"),
    ("Olympische Zomerspelen 1988", "1988-summer-olympics"),
    ("Paralympische Winterspelen 2018", "2018-winter-paralympics"),
    ("Olympische Spelen 1980 in Moskou", "1980-summer-olympics"),
    ("1984年ロサンゼルスオリンピック", "1984-summer-olympics"),
    ("1984年サラエボオリンピック", "1984-winter-olympics"),
    # an Olympiad by its number: its Games are the Summer Games (the numbers count 1916, 1940 and 1944)
    ("Giochi della XXXII Olimpiade", "2020-summer-olympics"),
    ("Jeux de la XXXIIe Olympiade", "2020-summer-olympics"),  # a French ordinal's ending
    ("Juegos de la XVIII Olimpiada", "1964-summer-olympics"),
    ("Jogos da XXXI Olimpíada", "2016-summer-olympics"),
    ("Игры XXII Олимпиады", "1980-summer-olympics"),
    ("Les XIIes Jeux paralympiques d'été", "2004-summer-paralympics"),
    # Italian's article "I" is no first edition when a numeral follows; alone, it may be one
    ("I Giochi della XXX Olimpiade si sono svolti a Londra.", "2012-summer-olympics"),
    ("I XX Giochi olimpici invernali", "2006-winter-olympics"),
    ("I Giochi del Mediterraneo", "1951-mediterranean-games"),
    # ... and a host the line names that the numeral's edition did not have makes it the article
    ("I Giochi olimpici invernali di Torino", "2006-winter-olympics"),
    ("I Giochi olimpici invernali di Chamonix", "1924-winter-olympics"),
    ("I Giochi del Mediterraneo di Pescara", "2009-mediterranean-games"),
])
def test_identified(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None
    assert games.slug == slug


@pytest.mark.parametrize("text", [
    "Les Jeux olympiques",  # no year, no edition
    "XX Giochi olimpici",  # an edition without a season: summer XX (1972) or winter XX (2006)?
    "Olympische Spiele 2005",  # not a Games year
    "Olympiska spelen 1988",  # summer and winter that year, no season, no city
    "Kesäolympialaiset 2010",  # no Summer Games in 2010
    "2016. évi téli olimpiai játékok",  # no Winter Games in 2016
    "1984年オリンピック",  # Sarajevo or Los Angeles?
    "Le Jeux olympiques d'hiver",  # the article is no Roman fifty
    "Olimpiadi invernali",  # the Olympiad word alone is no season
])
def test_not_identified(text: str) -> None:
    assert identify_games(text) is None


@pytest.mark.parametrize(("text", "slug"), [
    ("Talviolympialaiset 2010 Vancouverissa\nSeuraavat kesäolympialaiset pidettiin 2012 Lontoossa.",
     "2010-winter-olympics"),
    ("1992. évi nyári olimpiai játékok – éremtáblázat\nAz 1988. évi téli olimpiai játékok Calgaryben voltak.",
     "1992-summer-olympics"),
    ("Літні Паралімпійські ігри 2012 у Лондоні\nОлімпійські ігри 2012 пройшли раніше.",
     "2012-summer-paralympics"),
    ("Θερινοί Παραολυμπιακοί Αγώνες 2004 (Αθήνα)\nΟι Χειμερινοί Ολυμπιακοί Αγώνες 2006 έγιναν στο Τορίνο.",
     "2004-summer-paralympics"),
    ("2016 Yaz Olimpiyatları madalya sıralaması\n2014 Kış Olimpiyatları Soçi'de yapıldı.",
     "2016-summer-olympics"),
    ("Olympiska vinterspelen 2022 i Peking\nSommarspelen 2008 hölls också i Peking.", "2022-winter-olympics"),
    ("Vinter-OL 2018 i Pyeongchang\nNorge vant også mest i sommer-OL 2016.", "2018-winter-olympics"),
    ("Zimní olympijské hry 2014 v Soči\nLetní paralympijské hry 2016 se konaly v Riu.", "2014-winter-olympics"),
    ("Paralympische Winterspelen 2018\nDe Olympische Zomerspelen 2016 waren in Rio de Janeiro.",
     "2018-winter-paralympics"),
    # the year's line names Los Angeles; Sarajevo, the Winter host that year, only in passing
    ("1984年ロサンゼルスオリンピック\n同じ年の冬にはサラエボでも大会が開かれた。", "1984-summer-olympics"),
    # a later line, past the head, naming another Games does not count at all
    ("Kesäolympialaiset 1952\nHelsinki\nmitalitaulukko\nTalviolympialaiset 1952 pidettiin Oslossa.",
     "1952-summer-olympics"),
])
def test_another_games_mentioned_in_passing_does_not_move_the_identity(text: str, slug: str) -> None:
    games = identify_games(text)
    assert games is not None
    assert games.slug == slug
