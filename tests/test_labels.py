"""Table labels per language, with English where a language lacks a word."""

from __future__ import annotations

import tomllib
from importlib import resources
from string import Formatter
from typing import Any

from podium.i18n.labels import attribute_name, games_name, labels, languages
from podium.model import GAMES_ATTRIBUTES, NATION_ATTRIBUTES


def message_table(table: str) -> dict[str, dict[str, Any]]:
    """lang -> the ``[table]`` (labels, reasons, findings) of its message file, as written."""
    folder = resources.files("podium.i18n").joinpath("data/messages")
    files = {entry.name.removesuffix(".toml"): entry for entry in folder.iterdir() if entry.name.endswith(".toml")}
    return {lang: tomllib.loads(entry.read_text(encoding="utf-8"))[table] for lang, entry in sorted(files.items())}


def test_every_message_file_has_the_three_tables_and_only_them() -> None:
    folder = resources.files("podium.i18n").joinpath("data/messages")
    for entry in folder.iterdir():
        assert entry.name.endswith(".toml"), entry.name
        assert set(tomllib.loads(entry.read_text(encoding="utf-8"))) == {"labels", "reasons", "findings"}, entry.name


def test_every_language_in_the_data_file_spells_out_every_word() -> None:
    raw = message_table("labels")
    english = {"medal_table", "rank", "nation", "gold", "silver", "bronze", "total", "status",
               "by_gold", "by_total", "by_weighted",
               # the per-capita table (podium table --order per-capita)
               "by_per-capita", "population", "per_million", "note_population", "note_without_population",
               "summer_olympics", "winter_olympics", "summer_paralympics", "winter_paralympics",
               # the other kinds of Games with a name in every language (the rest keep their English one)
               "summer_youth-olympics", "winter_youth-olympics", "summer_universiade", "winter_universiade",
               "asian-games", "asian-para-games", "commonwealth-games", "pan-american-games",
               "mediterranean-games", "european-games",
               "status_agreed", "status_resolved", "status_disputed", "status_pinned", "status_overridden",
               "note_nations", "note_sources", "note_unsettled",
               # the versions of a table (podium table --as-of, podium changes, the race chart)
               "version_interim", "version_final", "version_corrected", "version_as_of", "version_undated",
               "note_version", "note_version_other", "note_versions", "no_changes", "changes_reason",
               "changes_sources", "race_title",
               # a nation across Games and all-time tables (podium nation, podium table --all-time)
               "nation_heading", "nation_no_games", "nation_games", "nation_before", "nation_after",
               "nation_apart", "all_time_heading", "all_time_note",
               # the web pages
               "order", "names", "names_language", "other_languages", "show", "download",
               "table_note", "unsettled", "all_conflicts", "sources_disagree", "best_guess",
               "confidence", "line", "lines", "more_sources", "subject_games", "medals_by_nation", "agreement",
               "conflicts",
               "conflicts_heading", "no_conflicts", "facts_heading", "no_facts",
               # every page's header and footer, the table page's charts
               "nav_games", "nav_sources", "nav_upload", "nav_api", "footer",
               "chart_medals", "chart_gold", "chart_silver", "chart_bronze", "chart_medal_tip",
               "chart_agreement", "chart_agreement_tip",
               # the attributes as words (the medal colours have the chart words)
               *(f"attr_{a}" for a in ("rank", "total", *GAMES_ATTRIBUTES)),
               # the findings: severities, the source page's heading and notes, podium check's note
               "severity_error", "severity_warning", "severity_info",
               "findings_heading", "no_findings", "check_no_findings", "ingest_added", "ingest_exists",
               # podium remove
               "remove_done", "remove_decided", "remove_undo",
               "read_row", "read_totals", "read_fact", "read_unresolved",
               # the other pages: the Games list, the sources list, a source's page, upload, the API page
               "games_sources", "store_documents", "store_empty", "all_sources", "upload_document",
               "no_sources", "source_claims", "source_page", "meta_id", "meta_origin", "meta_read_as",
               "meta_read", "size_bytes", "authoritative", "text_heading", "lines_highlighted",
               "source_as_json", "upload_heading", "uploads_disabled", "upload_file", "upload_games_hint",
               "upload_token", "upload_submit", "upload_token_submit", "upload_limit", "docs_intro", "docs_method", "docs_path",
               "docs_what", "docs_parameters"}
    assert set(raw["en"]) == english
    assert len(languages()) == 14
    for lang, words in raw.items():
        assert set(words) == english, lang
        assert lang == "en" or words["medal_table"] != raw["en"]["medal_table"], lang


def test_every_language_fills_the_same_placeholders_as_english() -> None:
    raw = message_table("labels")
    names = {key: sorted(field for _, field, _, _ in Formatter().parse(text) if field is not None)
             for key, text in raw["en"].items()}
    assert names["unsettled"] == ["link", "mark", "n"]
    assert names["conflicts_heading"] == ["games"]
    assert names["chart_medal_tip"] == ["medal", "n", "name"]
    assert names["chart_agreement_tip"] == ["agree", "first", "second", "shared"]
    assert names["store_empty"] == ["command", "link"] and names["no_sources"] == ["link"]
    assert names["docs_intro"] == ["auth", "envelope", "openapi"]
    for lang, words in raw.items():
        for key, text in words.items():
            assert sorted(f for _, f, _, _ in Formatter().parse(text) if f is not None) == names[key], (lang, key)


def test_tags_fall_back_by_script_and_base_language() -> None:
    assert labels("zh-TW")["gold"] == "金牌" and labels("zh-TW")["silver"] == "銀牌"
    assert labels("zh")["silver"] == "银牌"
    assert labels("pt-BR")["gold"] == "Ouro"
    assert labels("sv")["gold"] == "Gold"  # no Swedish labels yet: English
    assert labels("ru")["total"] == "Всего"


def test_one_rule_decides_the_script_of_a_chinese_tag_for_words_messages_cities_and_nations() -> None:
    from podium import nations
    from podium.i18n import labels as labels_module
    from podium.i18n.languages import chinese_script, fallbacks
    from podium.i18n.messages import language
    from podium.i18n.naming import city_name

    traditional = ("zh-Hant", "zh-TW", "zh-HK", "zh-MO", "zh-Hant-TW", "zh-Hant-CN", "ZH-tw", "zh_TW")
    simplified = ("zh", "zh-Hans", "zh-CN", "zh-SG", "zh-Hans-TW", "zh-Hans-HK", "zh_CN")
    assert [chinese_script(t) for t in traditional] == ["zh-Hant"] * len(traditional)
    assert [chinese_script(t) for t in simplified] == ["zh-Hans"] * len(simplified)
    assert [chinese_script(t) for t in ("en", "zha", "ja", "pt-BR")] == [None] * 4  # zha is Zhuang
    assert fallbacks("pt-BR") == ["pt-BR", "pt"] and fallbacks("zh-TW") == ["zh-Hant"]
    assert labels_module.fallbacks is fallbacks  # still importable from labels
    for tag in traditional + simplified:
        script = chinese_script(tag) or ""
        assert language(tag) == script and labels(tag)["gold"] == labels(script)["gold"], tag
        assert city_name("Athens", tag) == city_name("Athens", script), tag
        assert nations.name("GBR", tag) == nations.name("GBR", script), tag
    assert nations.name("TPE", "zh-HK") == nations.name("TPE", "zh-Hant") != nations.name("TPE", "zh-CN")


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


# -- host cities and countries in the reader's language (podium.i18n.naming) -------------------

#: Cities without a name in a language (its usual spelling there is not certain): they show
#: their English name. Every other host city has a row in every language but English.
LEFT_OUT = {
    "zh-Hans": {"Geilo", "Tignes", "Örnsköldsvik"},
    "zh-Hant": {"Arnhem", "Geilo", "Tignes", "Örnsköldsvik"},
    "ja": {"French Alps", "Geilo", "Tignes", "Örnsköldsvik"},
    "ko": {"French Alps", "Geilo", "Tignes", "Örnsköldsvik"},
    "uk": {"Lillehammer", "Tignes", "Örnsköldsvik"},
    "es": {"St. Moritz"},
    "pt": {"St. Louis", "St. Moritz"},
    "nl": {"St. Louis", "St. Moritz"},
}
#: The languages whose lexicon reads every host city (tests/extract/test_host_places.py): each
#: name shown in them must read back as its city. Ukrainian and Dutch lexicons know a few.
FACT_LANGUAGES = ("ru", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "it", "pt", "pl")


def city_rows() -> list[tuple[str, str, str]]:
    text = resources.files("podium").joinpath("data/city_names.tsv").read_text(encoding="utf-8")
    return [tuple(line.split("\t")) for line in text.splitlines()  # type: ignore[misc]
            if line.strip() and not line.startswith("#") and not line.startswith("city\t")]


def test_every_host_city_has_its_name_in_every_language_but_those_left_out() -> None:
    from podium.extract.games import catalogue

    hosts = {host for entry in catalogue() for host in entry.hosts}
    rows = city_rows()
    assert len(rows) == len({(city, lang) for city, lang, _ in rows}) == 705  # no city twice in a language
    named = {(city, lang) for city, lang, _ in rows}
    expected = {(city, lang) for city in hosts for lang in languages() if lang != "en"} - {
        (city, lang) for lang, cities in LEFT_OUT.items() for city in cities}
    assert named == expected
    assert all(name.strip() == name and name for _, _, name in rows)


def test_every_city_name_shown_reads_back_as_its_city() -> None:
    """A name podium shows is a name podium reads: the lexicons' city patterns find it, and
    find that city (Афины is Athens, 雅典 Athens, Ateny Athens)."""
    from podium.extract.fact_grammar import city_named, city_pattern
    from podium.extract.lexicon import fold

    for city, lang, name in city_rows():
        found = city_pattern().match(fold(name))
        if lang in FACT_LANGUAGES:
            assert found is not None, (city, lang, name)
        if found is not None:
            assert city_named(found) == city, (city, lang, name)


def test_a_host_city_in_the_readers_language() -> None:
    from podium.i18n.naming import city_name

    shown = {lang: city_name("Athens", lang) for lang in languages()}
    assert shown == {"en": "Athens", "ru": "Афины", "uk": "Афіни", "zh-Hans": "雅典", "zh-Hant": "雅典", "ja": "アテネ",
                     "ko": "아테네", "de": "Athen", "fr": "Athènes", "es": "Atenas", "it": "Atene", "pt": "Atenas",
                     "pl": "Ateny", "nl": "Athene"}
    assert [city_name("Moscow", lang) for lang in ("pt-BR", "zh-TW", "zh-CN", "de-AT", "en-GB")] == [
        "Moscou", "莫斯科", "莫斯科", "Moskau", "Moscow"]
    assert city_name("Sydney", "zh-HK") == "悉尼" and city_name("Munich", "it") == "Monaco di Baviera"
    assert city_name("Geilo", "ja") == "Geilo"  # left out: the English name
    assert city_name("Athens", "sv") == "Athens"  # a language without city names
    assert city_name("Athína", "ru") == "Athína"  # a value podium does not know (an override): as written


def test_a_host_country_in_the_readers_language_is_the_state_of_the_games() -> None:
    from podium.i18n.naming import country_name, fact_value

    assert country_name("Greece", "ru", "2004-summer-paralympics") == "Греция"
    assert country_name("West Germany", "ru", "1972-summer-olympics") == "ФРГ"
    assert country_name("West Germany", "ja", "1972-summer-paralympics") == "西ドイツ"
    assert country_name("Soviet Union", "de", "1980-summer-olympics") == "Sowjetunion"
    assert country_name("Yugoslavia", "zh-Hant", "1984-winter-olympics") == "南斯拉夫"
    assert country_name("United Kingdom", "en-GB", "2012-summer-olympics") == "United Kingdom"
    assert country_name("Greece", "xx") == "Greece"  # no names in that language: the English
    assert country_name("Atlantis", "ru") == "Atlantis"  # not a nation the registry knows
    # only host cities and countries change; every other value is shown as it is
    games = "2004-summer-paralympics"
    assert [fact_value(a, v, "ru", games) for a, v in (
        ("host_city", "Athens"), ("host_country", "Greece"), ("stadium", "Athens"), ("nations", 136),
        ("host_city", None))] == ["Афины", "Греция", "Athens", 136, None]


def test_the_other_kinds_of_games_are_named_in_the_readers_language_or_in_english() -> None:
    from podium.i18n.labels import games_name

    assert games_name("2006-asian-games", "ru") == "Азиатские игры 2006"
    assert games_name("2003-summer-universiade", "zh-Hans") == "2003年夏季世界大学生运动会"
    assert games_name("2014-commonwealth-games", "fr") == "Jeux du Commonwealth de 2014"
    assert games_name("2011-pacific-games", "de") == "2011 Pacific Games"  # no German words: the English name
