"""``alternation.alternation`` writes words given longest first as a tree of their shared
beginnings: it matches exactly what the words written one by one match, and is shorter."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.extract.alternation import alternation, listed_alternation, longest_first
from podium.extract.lexicon import fold, lexicon
from tests.conftest import SEEDS

# letters, a space (``\s+`` in the pattern), a digit, CJK and a letter of another script
ALPHABET = "abé Ж1奥运"
WORDS = st.lists(st.text(ALPHABET, min_size=1, max_size=5), min_size=1, max_size=12)
TEXTS = st.text(ALPHABET + "  x\n", max_size=40)


def matches(pattern: str, text: str) -> list[tuple[tuple[int, int], str]]:
    # with something after the words that may fail, so that the engine backtracks into them
    return [(m.span(), m.group()) for m in re.finditer(pattern + r"(?:\s*1)?x?", text)]


@settings(max_examples=400, deadline=None)
@given(WORDS, TEXTS, st.booleans(), st.data())
def test_the_tree_matches_what_the_listed_words_match(words: list[str], text: str, start: bool,
                                                       data: st.DataObject) -> None:
    ordered = longest_first(set(words))
    whole = frozenset(data.draw(st.lists(st.sampled_from(ordered))))
    tree, listed = alternation(ordered, start=start, whole=whole), listed_alternation(ordered, start=start, whole=whole)
    assert matches(tree, text) == matches(listed, text)


def test_words_not_longest_first_are_listed_in_their_order() -> None:
    # "ab" before "abc": a tree would try the longer first
    assert alternation(("ab", "abc")) == listed_alternation(("ab", "abc")) == r"(?:a(?<![^\W\d_]a)b|a(?<![^\W\d_]a)bc)"
    assert re.match(alternation(("ab", "abc")), "abc").group() == "ab"  # type: ignore[union-attr]


def test_words_with_two_spaces_in_a_row_are_listed() -> None:
    # "a  b" and "a b" could both match "a   b" from two paths of a tree
    assert alternation(("a  bc", "a b")) == listed_alternation(("a  bc", "a b"))


def test_shared_beginnings_are_written_once() -> None:
    words = ("asian beach games", "asian games", "asiad")
    assert alternation(words) == r"(?:a(?<![^\W\d_]a)sia(?:n\s+(?:beach\s+games|games)|d))"
    assert alternation(("冬奥会", "冬运会"), start=False) == "(?:冬(?:奥会|运会))"
    assert alternation(("seoul", "seo"), whole=frozenset({"seoul"})) == r"(?:s(?<![^\W\d_]s)eo(?:ul(?![^\W\d_])|))"
    assert alternation(()) == listed_alternation(()) == r"(?!)"


def test_the_lexicons_games_words_match_the_same_in_the_seeds_at_half_the_length() -> None:
    words = longest_first({w for ws in lexicon().games.values() for w in ws})
    tree, listed = re.compile(alternation(words)), re.compile(listed_alternation(words))
    texts = [fold(path.read_text("utf-8")) for path in SEEDS.values()]
    found = [[(m.span(), m.group()) for m in pattern.finditer(text)] for pattern in (tree, listed) for text in texts]
    assert found[:3] == found[3:] and sum(map(len, found[:3])) == 55
    assert len(tree.pattern) < 0.6 * len(listed.pattern)
