"""The Games' opening and closing dates (``data/games_dates.tsv``, ``catalogue.dates_of``)."""

from __future__ import annotations

import datetime

from podium.catalogue import _by_games, _dates, dates_of
from podium.model import Games

D = datetime.date


def test_known_editions_have_their_published_dates() -> None:
    assert dates_of(Games(2008, "summer", "olympics")) == (D(2008, 8, 8), D(2008, 8, 24))
    assert dates_of(Games(2014, "winter", "olympics")) == (D(2014, 2, 7), D(2014, 2, 23))
    assert dates_of(Games(2004, "summer", "paralympics")) == (D(2004, 9, 17), D(2004, 9, 28))


def test_tokyo_2020_keeps_its_official_year_with_its_2021_dates() -> None:
    assert dates_of(Games(2020, "summer", "olympics")) == (D(2021, 7, 23), D(2021, 8, 8))


def test_games_without_dates_give_none() -> None:
    assert dates_of(Games(2032, "summer", "olympics")) is None  # not yet held
    assert dates_of(Games(1984, "summer", "paralympics")) is None  # published dates disagree
    assert dates_of(Games(1972, "summer", "paralympics")) is None
    assert dates_of(Games(1916, "summer", "olympics")) is None  # cancelled


def test_no_closing_precedes_its_opening() -> None:
    assert all(closing >= opening for opening, closing in _dates().values())


def test_every_row_names_an_edition_the_catalogue_knows() -> None:
    assert set(_dates()) <= set(_by_games())


def test_every_held_olympics_has_its_dates() -> None:
    olympics = {g for g in _by_games() if g.kind == "olympics" and g.year <= 2026}
    assert olympics <= set(_dates())
    assert len(_dates()) == 81
