"""SQL dumps: rows as INSERT statements (one a row, or many after one VALUES), their columns
named by the statement or by the table's CREATE TABLE, or read by the rows' shape."""

from __future__ import annotations

import pytest

from podium.analysis import analyse
from podium.extract.layouts.sqlrows import search
from podium.readers import read_bytes
from podium.readers.sniff import sniff_format

# Rio 2016: United States 46-37-38, Great Britain 27-23-17, China 26-18-26, Russia 19-17-20
DUMP = """-- ----------------------------
--  Rio 2016 Summer Olympics: the medal table
-- ----------------------------
DROP TABLE IF EXISTS medal_table;
CREATE TABLE medal_table (
    noc varchar(3) NOT NULL,
    country varchar(50),
    gold int DEFAULT 0,
    silver int,
    bronze int,
    total int,
    PRIMARY KEY (noc)
);

INSERT INTO medal_table VALUES ('USA', 'United States', 46, 37, 38, 121);
INSERT INTO medal_table VALUES ('GBR', 'Great Britain', 27, 23, 17, 67);
INSERT INTO medal_table VALUES ('CHN', 'People''s Republic of China', 26, 18, 26, 70);
INSERT INTO medal_table VALUES ('RUS', 'Russia', 19, 17, 20, 56);
"""

# Beijing 2022: Norway 16-8-13, Germany 12-10-5, China 9-4-2
MYSQL = """/* Beijing 2022 Winter Olympics */
CREATE TABLE `users` (`id` int, `name` varchar(20), `gold` int, `silver` int, `bronze` int);
INSERT INTO `users` (`id`, `name`) VALUES (1, 'ann'), (2, 'bob');
INSERT INTO `medals` (`rank`, `country`, `gold`, `silver`, `bronze`) VALUES
  (1, 'Norway', 16, 8, 13),
  (2, 'Germany', 12, 10, 5),
  (3, 'China', 9, 4, 2);
"""


def _rows(text: str) -> list[tuple[int | None, str, int, int, int, int | None, int]]:
    (table,) = search(text).tables
    return [(r.rank, r.mention, r.gold, r.silver, r.bronze, r.total, r.line) for r in table.rows]


def test_a_dump_of_one_insert_a_row_under_its_create_table() -> None:
    assert sniff_format(DUMP) == "sql"
    assert _rows(DUMP) == [(None, "United States", 46, 37, 38, 121, 15), (None, "Great Britain", 27, 23, 17, 67, 16),
                           (None, "People's Republic of China", 26, 18, 26, 70, 17),
                           (None, "Russia", 19, 17, 20, 56, 18)]
    (table,) = search(DUMP).tables
    assert table.rows[1].raw == "('GBR', 'Great Britain', 27, 23, 17, 67)"
    analysis = analyse(read_bytes(DUMP.encode("utf-8"), "medals.sql"))
    assert analysis.games.slug == "2016-summer-olympics"
    assert [res.noc for res in analysis.tables[0].resolutions] == ["USA", "GBR", "CHN", "RUS"]


def test_rows_after_one_values_with_the_columns_named_and_other_tables_left() -> None:
    assert sniff_format(MYSQL) == "sql"
    assert _rows(MYSQL) == [(1, "Norway", 16, 8, 13, 37, 5), (2, "Germany", 12, 10, 5, 27, 6),
                            (3, "China", 9, 4, 2, 15, 7)]
    assert analyse(read_bytes(MYSQL.encode("utf-8"), "dump.sql")).games.slug == "2022-winter-olympics"


def test_rows_with_no_column_names_are_read_by_their_shape() -> None:
    text = "-- 2022 Winter Olympics\n" + "".join(
        f"INSERT INTO t VALUES ({rank}, '{nation}', {g}, {s}, {b}, {g + s + b});\n"
        for rank, nation, g, s, b in [(1, "Norway", 16, 8, 13), (2, "Germany", 12, 10, 5), (3, "China", 9, 4, 2)])
    assert _rows(text) == [(1, "Norway", 16, 8, 13, 37, 2), (2, "Germany", 12, 10, 5, 27, 3),
                           (3, "China", 9, 4, 2, 15, 4)]


@pytest.mark.parametrize(("text", "format"), [
    ("Rank,Nation,Gold,Silver,Bronze\n1,Norway,16,8,13\n2,Germany,12,10,5\n3,China,9,4,2\n", "csv"),
    ("To add a row, insert into the table values for each medal.\n", "text"),
    ("SELECT country, gold FROM medals ORDER BY gold DESC;\n", "text"),
])
def test_other_texts_are_no_sql_dump(text: str, format: str) -> None:
    assert sniff_format(text) == format


def test_a_broken_statement_reads_what_it_can() -> None:
    text = MYSQL.replace("(3, 'China', 9, 4, 2);", "(3, 'China', 9, 4, 2), (4, 'Sweden', 8, (5")
    assert [r[1] for r in _rows(text)] == ["Norway", "Germany", "China"]
