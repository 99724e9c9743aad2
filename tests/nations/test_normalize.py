"""What a mention looks like once wiki markup, footnotes, codes and script differences are gone."""

from __future__ import annotations

import pytest

from podium.nations.normalize import Mention, normalize_mention, parse_mention


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("[[Volksrepublik China|China]]", "china"),
        ("[[China]]", "china"),
        ("[[File:Flag of Japan.svg|22px]] [[Japan]]", "japan"),
        ("Japan (JPN)", "japan"),
        ("中國（CHN）", "中国"),
        ("中華台北", "中华台北"),
        ("中華臺北", "中华台北"),
        ("澳洲", "澳洲"),
        ("Germany[a]", "germany"),
        ("Germany[1]", "germany"),
        ("Greece*", "greece"),
        ("Greece (host nation)", "greece"),
        ("Canada†‡", "canada"),
        ("\U0001F1EF\U0001F1F5 Japan", "japan"),
        ("  Great   Britain ,", "great britain"),
        ("Объединённые Арабские Эмираты", "объединенные арабские эмираты"),
        ("Папуа — Новая Гвинея", "папуа-новая гвинея"),
        ("Côte d’Ivoire", "cote d'ivoire"),
        ("St. Lucia", "st lucia"),
        ("ＵＳＡ", "usa"),
        ("Gonzalo <ref>note</ref>", "gonzalo"),
        ("刚果（布）", "刚果(布)"),
        ("Йемен", "йемен"),
    ],
)
def test_normalize_mention(raw: str, key: str) -> None:
    assert normalize_mention(raw) == key


@pytest.mark.parametrize(
    ("raw", "mention"),
    [
        ("{{flagIPC|CHN|2004 Summer}}", Mention("chn", "CHN")),
        ("{{CHN}}", Mention("chn", "CHN")),
        ("{{flagcountry|GER}}", Mention("ger", "GER")),
        ("{{flag|Germany}}", Mention("germany", None)),
        ("{{flagIOC|KOR|1988 Summer}} [[South Korea|Korea]]", Mention("korea", "KOR")),
        ("Japan (JPN)", Mention("japan", "JPN")),
        ("Japan", Mention("japan", None)),
    ],
)
def test_parse_mention_keeps_the_code_apart(raw: str, mention: Mention) -> None:
    assert parse_mention(raw) == mention
