"""Table labels per language, with English where a language lacks a word."""

from __future__ import annotations

import tomllib
from importlib import resources
from string import Formatter

from podium.labels import attribute_name, games_name, labels, languages
from podium.model import GAMES_ATTRIBUTES, NATION_ATTRIBUTES


def test_every_language_in_the_data_file_spells_out_every_word() -> None:
    raw = tomllib.loads(resources.files("podium").joinpath("data/labels.toml").read_text(encoding="utf-8"))
    english = {"medal_table", "rank", "nation", "gold", "silver", "bronze", "total", "status",
               "by_gold", "by_total", "by_weighted",
               "summer_olympics", "winter_olympics", "summer_paralympics", "winter_paralympics",
               "status_agreed", "status_resolved", "status_disputed", "status_pinned", "status_overridden",
               "note_nations", "note_sources", "note_unsettled",
               # the web pages
               "order", "names", "names_language", "other_languages", "show", "download",
               "table_note", "unsettled", "all_conflicts", "sources_disagree", "best_guess",
               "confidence", "line", "lines", "subject_games", "medals_by_nation", "agreement", "conflicts",
               "conflicts_heading", "no_conflicts", "facts_heading", "no_facts",
               # every page's header and footer, the table page's charts
               "nav_games", "nav_sources", "nav_upload", "nav_api", "footer",
               "chart_medals", "chart_gold", "chart_silver", "chart_bronze", "chart_medal_tip",
               "chart_agreement", "chart_agreement_tip",
               # the attributes as words (the medal colours have the chart words)
               *(f"attr_{a}" for a in ("rank", "total", *GAMES_ATTRIBUTES))}
    assert set(raw["en"]) == english
    assert len(languages()) == 14
    for lang, words in raw.items():
        assert set(words) == english, lang
        assert lang == "en" or words["medal_table"] != raw["en"]["medal_table"], lang


def test_every_language_fills_the_same_placeholders_as_english() -> None:
    raw = tomllib.loads(resources.files("podium").joinpath("data/labels.toml").read_text(encoding="utf-8"))
    names = {key: sorted(field for _, field, _, _ in Formatter().parse(text) if field is not None)
             for key, text in raw["en"].items()}
    assert names["unsettled"] == ["link", "mark", "n"]
    assert names["conflicts_heading"] == ["games"]
    assert names["chart_medal_tip"] == ["medal", "n", "name"]
    assert names["chart_agreement_tip"] == ["agree", "first", "second", "shared"]
    for lang, words in raw.items():
        for key, text in words.items():
            assert sorted(f for _, f, _, _ in Formatter().parse(text) if f is not None) == names[key], (lang, key)


def test_tags_fall_back_by_script_and_base_language() -> None:
    assert labels("zh-TW")["gold"] == "金牌" and labels("zh-TW")["silver"] == "銀牌"
    assert labels("zh")["silver"] == "银牌"
    assert labels("pt-BR")["gold"] == "Ouro"
    assert labels("sv")["gold"] == "Gold"  # no Swedish labels yet: English
    assert labels("ru")["total"] == "Всего"


def test_games_names_per_language() -> None:
    assert games_name("2004-summer-paralympics") == "2004 Summer Paralympics"
    assert games_name("2004-summer-paralympics", "ru") == "Летние Паралимпийские игры 2004"
    assert games_name("2022-winter-olympics", "zh-Hans") == "2022年冬季奥林匹克运动会"
    assert games_name("1984-summer-olympics", "fr") == "Jeux olympiques d'été de 1984"
    assert games_name("2018-winter-paralympics", "sv") == "2018 Winter Paralympics"
    for slug in ("2004-summer-paralympics", "2014-winter-olympics"):
        from podium.model import Games

        assert games_name(slug) == Games.from_slug(slug).name


def test_every_attribute_has_a_word_in_every_language() -> None:
    for lang in languages():
        words = labels(lang)
        named = [attribute_name(a, words) for a in (*NATION_ATTRIBUTES, *GAMES_ATTRIBUTES)]
        assert all(n and "_" not in n for n in named), lang
        assert len(set(named)) == len(named), lang  # no two attributes read alike
    assert [attribute_name(a, labels("en")) for a in ("silver", "total", "host_city", "total_medals")] == [
        "silver", "total", "host city", "total medals"]
    assert [attribute_name(a, labels("ru")) for a in ("silver", "total", "host_city", "athletes")] == [
        "серебро", "всего", "город-организатор", "спортсмены"]
    assert attribute_name("events", labels("zh-TW")) == "小項"
    assert attribute_name("start_date", labels("sv")) == "start date"  # English where a language has no word
    assert attribute_name("no_such_attribute", labels("ru")) == "no_such_attribute"
