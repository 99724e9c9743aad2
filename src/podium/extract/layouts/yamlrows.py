"""YAML data files (a static site's ``_data/medals.yml``, a results repository's files): read as
the JSON layout reads JSON (``jsonrows``: row mappings in sequences at any depth, mappings
keyed by the nation, rows as sequences under a header).

PyYAML composes the document into nodes that keep their offsets in the text; they are turned
into the JSON layout's nodes (``json_values``), so a row's line, span and raw text are its
mapping's, and the JSON layout finds the tables. The composer keeps an alias as the node it
names, so a tree of aliases could name the same nodes many times over: the nodes turned are
counted, and a document past ``MAX_NODES`` of them, nested past the JSON layout's
``MAX_DEPTH``, or that PyYAML cannot compose, is no YAML table. A YAML file that holds no
medal table is read as plain text (``text``), as it was read before this layout.
"""

from __future__ import annotations

from typing import Any

from podium import collector
from podium.extract.layouts import TableSearch, grid_search
from podium.extract.layouts.json_values import MAX_DEPTH, Array, Node, Object, Scalar, Top

#: The most nodes a document is turned into (aliases counted each time they are met).
MAX_NODES = 200_000


class _TooLarge(Exception):
    pass


def search(text: str) -> TableSearch:
    """The medal tables of a YAML document; its text's, when it holds none."""
    from podium.extract.layouts import jsonrows
    from podium.extract.layouts import text as plain

    tops = tree(text)
    if tops:
        with collector.paused():
            found = grid_search(*jsonrows.grids_of(text, tops))
        if found.tables:
            return found
    return plain.search(text)


def tree(text: str) -> list[Top]:
    """The documents of ``text`` as the JSON layout's nodes (a mapping or a sequence each);
    [] when it is no YAML PyYAML can compose within the bounds."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        documents = list(yaml.compose_all(text, Loader=loader))
    except (yaml.YAMLError, RecursionError, ValueError):
        return []
    turned = _Turner()
    tops = []
    try:
        for document in documents:
            node = turned.node(document, 0)
            if isinstance(node, (Object, Array)):
                tops.append(Top(node, ""))
    except _TooLarge:
        return []
    return tops


class _Turner:
    """YAML nodes into the JSON layout's nodes, counting them."""

    def __init__(self) -> None:
        self.count = 0

    def node(self, node: Any, depth: int) -> Node:
        import yaml

        self.count += 1
        if self.count > MAX_NODES or depth > MAX_DEPTH:
            raise _TooLarge
        start, end = node.start_mark.index, node.end_mark.index
        if isinstance(node, yaml.MappingNode):
            return Object(start, end, [(str(key.value), key.start_mark.index, self.node(value, depth + 1))
                                       for key, value in node.value if isinstance(key, yaml.ScalarNode)])
        if isinstance(node, yaml.SequenceNode):
            return Array(start, end, [self.node(item, depth + 1) for item in node.value])
        return Scalar(_scalar(node), start, end)


def _scalar(node: Any) -> str | int | float | bool | None:
    """A scalar's value as the JSON layout holds one: a plain integer as an integer, text else."""
    tag, value = node.tag, str(node.value)
    if tag.endswith(":int"):
        try:
            return int(value.replace("_", ""))
        except ValueError:
            return value
    if tag.endswith(":null"):
        return None
    return value
