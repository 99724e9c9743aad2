"""Numbers as prose writes them, and podium's own date grammar (issue 5)."""

from __future__ import annotations

import re

import pytest

from podium.extract.dates import find_dates
from podium.extract.lexicon import fold
from podium.extract.names import canonical_name
from podium.extract.numerals import NUMBER, parse_han, parse_number, parse_roman


@pytest.mark.parametrize(("text", "value"), [
    ("3,806", 3806), ("3 806", 3806), ("3\u00a0806", 3806), ("3\u202f806", 3806), ("3\u2009806", 3806),
    ("3.806", 3806), ("3’806", 3806), ("3'806", 3806), ("10,568", 10568), ("1,234,567", 1234567),
    ("85万", 850000), ("63.4万", 634000), ("1.1万", 11000), ("47亿", 4_700_000_000),
    ("十二", 12), ("十九", 19), ("两", 2), ("九十二", 92), ("一百六十二", 162), ("二十九", 29),
])
def test_numbers(text: str, value: int) -> None:
    assert re.fullmatch(NUMBER, text)
    assert parse_number(text) == value


@pytest.mark.parametrize("text", ["47.67", "3,80", "1,2345"])
def test_not_counts(text: str) -> None:
    assert parse_number(text) is None


def test_roman_and_han_ordinals() -> None:
    assert [parse_roman(r) for r in ("XII", "xxix", "XXXII", "IIII", "IC")] == [12, 29, 32, None, None]
    assert parse_han("二〇〇四") == 2004


@pytest.mark.parametrize(("text", "first", "last"), [
    ("17 to 28 September 2004", "2004-09-17", "2004-09-28"),
    ("2004年9月17日至28日", "2004-09-17", "2004-09-28"),
    ("2004年9月17日到9月28日", "2004-09-17", "2004-09-28"),
    ("2004年9月17日—9月28日", "2004-09-17", "2004-09-28"),
    ("с 17 по 28 Сентября 2004", "2004-09-17", "2004-09-28"),
    ("du 17 au 28 septembre 2004", "2004-09-17", "2004-09-28"),
    ("vom 17. bis 28. September 2004", "2004-09-17", "2004-09-28"),
    ("30 August – 8 September 2004", "2004-08-30", "2004-09-08"),
    ("September 17–28, 2004", "2004-09-17", "2004-09-28"),
    ("August 30 – September 8, 2004", "2004-08-30", "2004-09-08"),
    ("del 5 al 21 de agosto de 2016", "2016-08-05", "2016-08-21"),
    ("de 5 a 21 de agosto de 2016", "2016-08-05", "2016-08-21"),
    ("dal 10 al 26 febbraio 2006", "2006-02-10", "2006-02-26"),
    ("w dniach 7–23 lutego 2014", "2014-02-07", "2014-02-23"),
    ("2018년 2월 9일부터 2월 25일까지", "2018-02-09", "2018-02-25"),
    ("2008年8月8日から8月24日まで", "2008-08-08", "2008-08-24"),
    ("2000年9月15日至10月1日", "2000-09-15", "2000-10-01"),
    ("с 29 августа по 9 сентября 2012 года", "2012-08-29", "2012-09-09"),
])
def test_ranges(text: str, first: str, last: str) -> None:
    assert [(d.first, d.last) for d in find_dates(fold(text))] == [(first, last)]


@pytest.mark.parametrize(("text", "first"), [
    ("17 September 2004", "2004-09-17"), ("September 17, 2004", "2004-09-17"),
    ("2001年6月19日", "2001-06-19"), ("September 2004", "2004-09"), ("2004年9月", "2004-09"),
    ("в сентябре 2004 года", "2004-09"), ("6 de septiembre de 2008", "2008-09-06"),
])
def test_single_dates_keep_their_precision(text: str, first: str) -> None:
    assert [(d.first, d.last) for d in find_dates(fold(text))] == [(first, None)]


def test_a_range_without_a_year_takes_the_games_year() -> None:
    assert [(d.first, d.last) for d in find_dates(fold("于9月6日至17日举行"), 2008)] == [("2008-09-06", "2008-09-17")]
    assert find_dates(fold("于9月6日至17日举行")) == []


def test_impossible_dates_are_not_dates() -> None:
    assert find_dates(fold("2004年13月17日")) == []
    # a backwards "range" is no range; only the date in it is read
    assert [(d.first, d.last) for d in find_dates(fold("28 to 17 September 2004"))] == [("2004-09-17", None)]


def test_one_person_in_every_spelling() -> None:
    spellings = [("科斯蒂斯·斯特凡諾普洛斯", None), ("科斯蒂斯·斯特凡诺普洛斯", "Costis Stephanopoulos"),
                 ("Костис Стефанопулос", None), ("Konstantinos Stephanopoulos", None)]
    assert {canonical_name(w, latin) for w, latin in spellings} == {"Costis Stephanopoulos"}
    assert canonical_name("России Владимир Путин") == "Vladimir Putin"
    assert canonical_name("某某", "Somebody Else") == "Somebody Else"
    assert canonical_name("雅典奧林匹克體育場") == "雅典奥林匹克体育场"


@pytest.mark.parametrize(("text", "value"), [
    ("thirty-two", 32), ("thirty two", 32), ("two hundred and one", 201), ("seven", 7),
    ("zweiunddreißig", 32), ("treinta y dos", 32), ("doscientas cuatro", 204), ("veintiséis", 26),
    ("trentadue", 32), ("ventotto", 28), ("quatre-vingt-douze", 92), ("soixante et onze", 71),
    ("cent trente-six", 136), ("trinta e dois", 32), ("тридцать два", 32), ("двести четыре", 204),
    ("trzydzieści dwa", 32),
])
def test_numbers_in_words_compound_ones_included(text: str, value: int) -> None:
    from podium.extract.fact_grammar import spelled_number

    assert spelled_number(fold(text)) == value


@pytest.mark.parametrize("text", ["two thirty", "one", "ein", "seven seven"])
def test_words_that_make_no_number(text: str) -> None:
    from podium.extract.fact_grammar import spelled_number

    assert spelled_number(fold(text)) is None


@pytest.mark.parametrize(("text", "first", "last"), [
    ("from 6 to 22 February", "2006-02-06", "2006-02-22"),
    ("od 8 do 24 sierpnia", "2006-08-08", "2006-08-24"),
    ("vom 10. bis zum 26. Februar", "2006-02-10", "2006-02-26"),
    ("July 15–24", "2006-07-15", "2006-07-24"),
    ("held from August 9 to August 23", "2006-08-09", "2006-08-23"),
    ("du 10 au 26 février", "2006-02-10", "2006-02-26"),
])
def test_a_range_without_its_year_takes_the_games_year(text: str, first: str, last: str) -> None:
    found = find_dates(fold(text), 2006)
    assert [(d.first, d.last, d.year_stated) for d in found] == [(first, last, False)]
    assert find_dates(fold(text)) == []


def test_a_day_without_its_year_takes_the_games_year_and_a_stated_year_wins() -> None:
    assert [(d.first, d.year_stated) for d in find_dates(fold("Opening ceremony August 21"), 2003)] == [
        ("2003-08-21", False)]
    assert [(d.first, d.year_stated) for d in find_dates(fold("21 August 2004"), 2003)] == [("2004-08-21", True)]


def test_spanish_range_across_two_months() -> None:
    assert [(d.first, d.last) for d in find_dates(fold("del 27 de julio al 12 de agosto de 2012"))] == [
        ("2012-07-27", "2012-08-12")]
