"""What a page is about: a whole Games, one sport at a Games, or one nation at a Games.

The first line of the page's head (``podium.extract.games_head``: an HTML or wikitext page's
title, infobox and first paragraph; another document's first lines) that names a kind of Games
says it, by what comes before the Games' name:

* a sport (lexicon ``[table.sports]``): ``Sailing at the Games of the XXVIII Olympiad``, ``The
  athletics competition at the 1971 Pan American Games``, ``Karate was competed … at the 1994
  Asian Games``: a *sport page*, whose medal tables are that sport's (``scope sport:sailing``)
  and whose counts and dates are the sport's, not the Games';
* a nation, as written (resolving it is ``podium.nations``' job): ``France competed at the 2000
  Summer Olympics``, ``Bulgaria at the Olympic Games``, ``This was the 12th time India
  participating in the Commonwealth Games``: a *nation page*, whose counts (``336 competitors
  in 28 sports``) are the team's;
* anything else (``The 2004 Summer Paralympics were held…``): the Games itself.
"""

from __future__ import annotations

import re

from podium.extract.games import kind_of
from podium.extract.lexicon import fold
from podium.extract.table_words import sport_of
from podium.model import PageSubject

#: a Games' year
_A_YEAR = re.compile(r"(?<![0-9])(?:18|19|20)[0-9]{2}(?![0-9])")
#: How many lines of the head are looked at.
HEAD_LINES = 4

#: What links the page's subject to the Games' name: ``at the``, ``for the``, ``in the``.
_LINK = re.compile(r"\s+(?:at|in|for|of)\s+(?:the\s+)?(?:[IVXLC]+\s+|(?:(?!(?:at|in|for|of|the)\s)[^\W\d_][\w'’.-]*\s+){0,3}\d{4}\s+|\d+(?:st|nd|rd|th)\s+)?"
                   r"(?:summer\s+|winter\s+)?$", re.I)  # (a host before the year: "at the Beijing 2008 Summer")
#: Another language's word linking a sport to the Games' name, up to four words before it
#: (``na Letnich``, ``bei den``, ``aux Jeux``, ``en los Juegos``, ``ai Giochi``, ``на летних``)
_OTHER_LINK = re.compile(r"\s+(?:na|w|podczas|bei|auf|aux|au|lors|en|ai|agli|alle|nei|nelle|nos|nas|em|на|в|во|op|"
                         r"tijdens|vid|i|på|pri|v|ve|a|az|la|în|de)\s+(?:\S+\s+){0,4}$", re.I)
#: The verb after a nation's name: ``competed``, ``is participating``, ``made its … début``.
_VERB = re.compile(r"\s+(?:competed|competes|is\s+competing|participated|participates|is\s+participating|"
                   r"was\s+participating|participating|took\s+part|takes\s+part|made\s+its\s+.*?d[ée]but)\s*$", re.I)
_LEADING = re.compile(r"^(?:the|final\s+results\s+for\s+the)\s+", re.I)
#: Words a nation's name does not start with (a sentence's ``This was the 12th time India``).
_CAPITALISED = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’.-]*(?:\s+(?:and|of|the|[A-ZÀ-ÖØ-Þ][\w'’.-]*))*")


def page_subject(head: str) -> PageSubject:
    """The subject of a page whose head is ``head`` (:func:`podium.extract.games_head`): said on
    its first lines, else on the first line that names a Games (where ``identify_games`` finds
    them too: a tutorial's printed ``"Karate at the 2020 Summer Olympics"``)."""
    lines = [line for line in head.splitlines() if line.strip()]
    first = lines[:HEAD_LINES]
    if not any(kind_of(fold(line)) for line in first):  # the first naming a Games with a year, else any
        later = [line for line in lines[HEAD_LINES:] if kind_of(fold(line))]
        first = next(([line] for line in later if _A_YEAR.search(line)), later[:1])
    for line in first:
        hit = kind_of(fold(line))
        if hit is None:
            continue
        before = _before_games(line[: hit[0]])
        if before is None:
            # another language's link: a sport page is the sport's ("Lekkoatletyka na Igrzyskach…",
            # "Leichtathletik bei den Olympischen Sommerspielen 2008"); its nation pages are not read so
            other = _OTHER_LINK.search(line[: hit[0]])
            sport = sport_of(line[: other.start()]) if other else None
            return PageSubject(sport=sport) if sport else PageSubject()
        sport = sport_of(before)
        if sport is not None:
            return PageSubject(sport=sport)
        nation = _VERB.sub("", before).strip(" ,")
        names = _CAPITALISED.findall(_LEADING.sub("", nation))
        return PageSubject(nation=names[-1].strip() if names else "")
    return PageSubject()


def _before_games(text: str) -> str | None:
    """What comes before the Games' name and its link word (``France competed`` of ``France
    competed at the 2000 Summer``), or None when nothing links a subject to it."""
    link = _LINK.search(text)
    if link is None:
        return None
    before = _LEADING.sub("", text[: link.start()].strip())
    return before or None

