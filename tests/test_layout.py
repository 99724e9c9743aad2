"""The house as the README draws it: no import loop inside ``podium``, no module over 500
lines, and the README's layout section naming every folder of the package (the layers
themselves are import-linter's contracts in ``pyproject.toml``)."""

from __future__ import annotations

import re
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "podium"
#: the longest a module may be before it is two modules (STYLE.md)
MAX_LINES = 500


def import_loops(graph: grimp.ImportGraph) -> list[list[str]]:
    """Every set of modules that import each other in a circle (each sorted; largest first),
    and every module that imports itself. Imports inside functions and under
    ``TYPE_CHECKING`` count: a loop is a loop to a reader wherever the import sits."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    loops: list[list[str]] = []

    def visit(start: str) -> None:  # Tarjan's strongly connected components, without recursion
        work = [(start, iter(sorted(graph.find_modules_directly_imported_by(start))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            module, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.find_modules_directly_imported_by(target)))))
                    break
                if target in on_stack:
                    low[module] = min(low[module], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
                if low[module] == index[module]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == module:
                            break
                    if len(component) > 1 or graph.direct_import_exists(importer=module, imported=module):
                        loops.append(sorted(component))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return sorted(loops, key=lambda loop: (-len(loop), loop))


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("podium", cache_dir=None)


def test_no_import_loop_inside_podium(graph: grimp.ImportGraph) -> None:
    assert import_loops(graph) == []


def test_the_loop_test_sees_a_loop_that_is_added(graph: grimp.ImportGraph) -> None:
    graph.add_import(importer="podium.datafiles", imported="podium.model")  # model imports datafiles
    graph.add_import(importer="podium.errors", imported="podium.errors")
    try:
        assert import_loops(graph) == [["podium.datafiles", "podium.model"], ["podium.errors"]]
    finally:
        graph.remove_import(importer="podium.datafiles", imported="podium.model")
        graph.remove_import(importer="podium.errors", imported="podium.errors")
    assert import_loops(graph) == []


def test_the_loop_test_sees_a_long_loop() -> None:
    graph = grimp.ImportGraph()
    for importer, imported in [("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d"), ("p.e", "p.d")]:
        graph.add_import(importer=importer, imported=imported)
    assert import_loops(graph) == [["p.a", "p.b", "p.c"]]


def test_no_module_is_over_500_lines() -> None:
    lengths = {str(p.relative_to(PACKAGE)): len(p.read_text(encoding="utf-8").splitlines())
               for p in PACKAGE.rglob("*.py")}
    assert {name: n for name, n in lengths.items() if n > MAX_LINES} == {}


def test_the_readme_names_every_folder_of_the_package() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## How the code is laid out", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"^\| `(podium(?:/[\w]+)*)/` \|", section, flags=re.M))
    folders = {"podium/" + str(p.relative_to(PACKAGE)) if p != PACKAGE else "podium"
               for p in [PACKAGE, *PACKAGE.rglob("*")]
               if p.is_dir() and (p / "__init__.py").exists() and "migrations" not in p.parts}
    assert named == folders
