"""A Games page's infobox in ten languages, each with its Wikipedia's own labels: London 2012's
204 nations, 10,568 athletes, 302 events in 26 sports, 27 July to 12 August 2012."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.readers import read_bytes

LONDON = {"nations": 204, "athletes": 10568, "events": 302, "sports": 26, "start_date": "2012-07-27",
          "end_date": "2012-08-12"}

INFOBOXES = {
    "fr": ("Jeux olympiques d'été de 2012", [("Nations participantes", "204"), ("Athlètes participants", "10 568"),
           ("Épreuves", "302 dans 26 sports"), ("Cérémonie d'ouverture", "27 juillet 2012"),
           ("Cérémonie de clôture", "12 août 2012")]),
    "es": ("Juegos Olímpicos de Londres 2012", [("Países participantes", "204"), ("Atletas participantes", "10 568"),
           ("Eventos", "302 en 26 deportes"), ("Ceremonia de apertura", "27 de julio de 2012"),
           ("Ceremonia de clausura", "12 de agosto de 2012")]),
    "it": ("Giochi della XXX Olimpiade", [("Nazioni partecipanti", "204"), ("Atleti partecipanti", "10 568"),
           ("Competizioni", "302 in 26 sport"), ("Cerimonia di apertura", "27 luglio 2012"),
           ("Cerimonia di chiusura", "12 agosto 2012")]),
    "pt": ("Jogos Olímpicos de Verão de 2012", [("Países participantes", "204"), ("Atletas participantes", "10 568"),
           ("Eventos", "302 em 26 esportes"), ("Cerimônia de abertura", "27 de julho de 2012"),
           ("Cerimônia de encerramento", "12 de agosto de 2012")]),
    "ru": ("Летние Олимпийские игры 2012", [("Страны-участницы", "204"), ("Количество атлетов", "10 568"),
           ("Разыгрывается комплектов медалей", "302 в 26 видах спорта"), ("Церемония открытия", "27 июля 2012"),
           ("Церемония закрытия", "12 августа 2012")]),
    "nl": ("Olympische Zomerspelen 2012", [("Deelnemende landen", "204"), ("Deelnemende atleten", "10.568"),
           ("Onderdelen", "302 in 26 sporten"), ("Opening", "27 juli 2012"), ("Sluiting", "12 augustus 2012")]),
    "ja": ("2012年ロンドンオリンピック", [("参加国・地域数", "204"), ("参加人数", "10,568人"), ("競技種目数", "26競技302種目"),
           ("開会式", "2012年7月27日"), ("閉会式", "2012年8月12日")]),
    "zh-Hans": ("2012年夏季奥林匹克运动会", [("参赛国家和地区", "204"), ("参赛运动员", "10568"),
                ("比赛项目", "26个大项302个小项"), ("开幕式", "2012年7月27日"), ("闭幕式", "2012年8月12日")]),
    "sv": ("Olympiska sommarspelen 2012", [("Deltagande nationer", "204"), ("Deltagande idrottare", "10 568"),
           ("Grenar", "302 i 26 sporter"), ("Öppningsceremoni", "27 juli 2012"), ("Avslutningsceremoni", "12 augusti 2012")]),
    "de": ("Olympische Sommerspiele 2012", [("Teilnehmende Länder", "204"), ("Teilnehmende Sportler", "10.568"),
           ("Wettbewerbe", "302 in 26 Sportarten"), ("Eröffnungsfeier", "27. Juli 2012"), ("Schlussfeier", "12. August 2012")]),
}


@pytest.mark.parametrize("lang", sorted(INFOBOXES))
def test_an_infobox_in_its_wikipedias_labels(lang: str) -> None:
    title, rows = INFOBOXES[lang]
    body = "".join(f"<tr><th>{label}</th><td>{value}</td></tr>\n" for label, value in rows)
    page = (f"<html lang=\"{lang}\"><head><title>{title}</title></head><body><h1>{title}</h1>\n"
            f"<table class=\"infobox\">\n{body}</table>\n<p>…</p></body></html>")
    analysis = analyse(read_bytes(page.encode("utf-8"), "page.html"))
    assert analysis.games.slug == "2012-summer-olympics"
    assert {f.attribute: f.value for f in analysis.facts if f.attribute in LONDON} == LONDON


#: the same infobox as wikitext, its fields as each Wikipedia names them, above the first sentence
WIKITEXT = {
    "en": "{{Infobox Olympic games\n| host_city = [[London]], United Kingdom\n| nations = 204\n| athletes = 10,568\n"
          "| events = 302 in 26 sports\n| opening = 27 July 2012\n| closing = 12 August 2012\n}}\n"
          "The '''2012 Summer Olympics''' were held in London.\n",
    "de": "{{Infobox Olympische Spiele\n| Austragungsort = [[London]]\n| Teilnehmende Länder = 204\n"
          "| Teilnehmende Sportler = 10.568\n| Wettbewerbe = 302 in 26 Sportarten\n| Eröffnungsfeier = 27. Juli 2012\n"
          "| Schlussfeier = 12. August 2012\n}}\nDie '''Olympischen Sommerspiele 2012''' fanden in London statt.\n",
    "es": "{{Ficha de juegos olímpicos\n| ciudad = [[Londres]]\n| países = 204\n| atletas = 10 568\n"
          "| eventos = 302 en 26 deportes\n| inauguración = 27 de julio de 2012\n| clausura = 12 de agosto de 2012\n}}\n"
          "Los '''Juegos Olímpicos de Londres 2012''' se celebraron en Londres.\n",
    # Italian's article before the Olympiad's number: the XXX Olympiad, not the first Games
    "it": "{{Giochi olimpici\n| città = [[Londra]]\n| nazioni = 204\n| atleti = 10 568\n| competizioni = 302 in 26 sport\n"
          "| apertura = 27 luglio 2012\n| chiusura = 12 agosto 2012\n}}\n"
          "I '''Giochi della XXX Olimpiade''' si sono svolti a Londra.\n",
}


@pytest.mark.parametrize("lang", sorted(WIKITEXT))
def test_a_wikitext_infobox_and_a_sentence(lang: str) -> None:
    doc = read_bytes(WIKITEXT[lang].encode("utf-8"), "page.txt")
    assert doc.format == "wikitext"  # a template of named fields, one a line
    analysis = analyse(doc)
    assert analysis.games.slug == "2012-summer-olympics"
    facts = {f.attribute: f.value for f in analysis.facts}
    assert {k: v for k, v in facts.items() if k in LONDON} == LONDON and facts["host_city"] == "London"
