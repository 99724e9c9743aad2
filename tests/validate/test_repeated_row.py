"""A nation's row shown twice, rank and medals the same (a results site pins the reader's
country above its table): ``duplicate-nation`` says so, and the ranks below it are not
found out of shape because of it. A second row of the nation with other medals is a row
of its own and counts in the ranking."""

from __future__ import annotations

from podium.analysis import analyse
from podium.readers import read_bytes

# Hangzhou 2022 Asian Games, the top eight
ROWS = ["1,China,201,111,71,383", "2,Japan,52,67,69,188", "3,South Korea,42,59,89,190", "4,India,28,38,41,107",
        "5,Uzbekistan,22,18,31,71", "6,Chinese Taipei,19,20,28,67", "7,Iran,13,21,20,54", "8,Thailand,12,14,32,58"]


def _findings(rows: list[str]) -> list[tuple[str, int, str]]:
    text = "2022 Asian Games medal table\n#,Nation,Gold,Silver,Bronze,Total\n" + "\n".join(rows) + "\n"
    analysis = analyse(read_bytes(text.encode("utf-8"), "medals.csv"))
    return [(f.code, f.line, f.message) for f in analysis.findings]


def test_a_pinned_copy_of_a_row_is_one_row_of_the_ranking() -> None:
    rows = [ROWS[0], ROWS[3], *ROWS[1:]]  # India shown under China as well
    assert _findings(rows) == [("duplicate-nation", 7, "line 7: 'India' is IND, already listed on line 4")]


def test_a_second_row_with_other_medals_counts_in_the_ranking() -> None:
    rows = [ROWS[0], "4,India,28,38,40,106", *ROWS[1:]]
    found = _findings(rows)
    assert [(code, line) for code, line, _ in found] == [
        ("rank-shape", 4), ("duplicate-nation", 7), ("rank-shape", 8), ("rank-shape", 9), ("rank-shape", 10),
        ("rank-shape", 11)]
    assert found[0][2] == "line 4: India (IND) is ranked 4; its medals (28-38-40) give rank 5"
    assert found[2][2] == "line 8: Uzbekistan (UZB) is ranked 5; its medals (22-18-31) give rank 6"
