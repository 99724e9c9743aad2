"""``PlainTyper``: a ``typer.Typer`` whose commands convert plain option values without pydantic.

Typer (0.2x) converts every parameter's value, even an absent one, through a pydantic
``TypeAdapter``; building the first one imports pydantic, some 60 ms on every command.
podium's parameters are plain (str, int, bool, Path, list[str], Enum choices), so a valid
value is converted here with typer's own helpers, giving the value typer would give.
Anything else, and every value that does not convert, goes to typer's adapter, so the
results and error messages are exactly typer's. A typer without this machinery (no
``type_descriptor`` on its parameters) is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar, get_args, get_origin

import typer
from typer.core import TyperCommand, TyperGroup

F = TypeVar("F", bound=Callable[..., Any])

#: Integers that pydantic and ``int()`` read alike (pydantic also takes "+5", "5_0", " 5").
_INT = re.compile(r"-?(0|[1-9][0-9]{0,17})")
_MISSING = object()


def plain_value(annotation: Any, info: Any, value: Any, param: Any, ctx: Any) -> Any:
    """``value`` converted as typer would convert it for ``annotation``, or ``_MISSING``
    when only typer's own (pydantic) conversion can tell."""
    if getattr(info, "parser", None) is not None or getattr(info, "click_type", None) is not None:
        return _MISSING
    if get_origin(annotation) is list:
        if get_args(annotation) == (str,) and isinstance(value, (list, tuple)):
            if all(type(item) is str for item in value):
                return list(value)
        return _MISSING
    if annotation is str or annotation is bool:
        return value if type(value) is annotation else _MISSING
    if annotation is int:
        if info.min is not None or info.max is not None or info.clamp:
            return _MISSING
        if type(value) is int:
            return value
        return int(value) if type(value) is str and _INT.fullmatch(value) else _MISSING
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        from typer._param_types import coerce_cli_choice

        try:
            return coerce_cli_choice(value, choices=tuple(annotation), case_sensitive=info.case_sensitive, ctx=ctx)
        except ValueError:
            return _MISSING
    if annotation is Path and info.path_type is None and isinstance(value, (str, Path)):
        from typer._param_types import coerce_cli_path

        try:
            return coerce_cli_path(Path(value), info, path_type=Path, param=param, ctx=ctx)
        except Exception:
            return _MISSING
    return _MISSING


class PlainCoercion:
    """Stands in for typer's runtime coercion of one parameter (``RuntimeParam.coerce``)."""

    def __init__(self, descriptor: Any) -> None:
        self.descriptor = descriptor
        self._typer: Any = None

    def coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        multiple = param.multiple or param.nargs == -1
        if value is None:
            return () if multiple else None
        if multiple and isinstance(value, str):
            converted = _MISSING
        else:
            converted = plain_value(self.descriptor.annotation, self.descriptor.parameter_info, value, param, ctx)
        if converted is not _MISSING:
            return converted
        if self._typer is None:
            from typer._coercion import build_runtime_param

            self._typer = build_runtime_param(self.descriptor)
        return self._typer.coerce(value, param=param, ctx=ctx)


def use_plain_coercion(params: Iterable[Any]) -> None:
    for param in params:
        if hasattr(param, "type_descriptor") and getattr(param, "_runtime_param", _MISSING) is None:
            param._runtime_param = PlainCoercion(param.type_descriptor)


class PlainCommand(TyperCommand):
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        use_plain_coercion(self.get_params(ctx))
        return super().parse_args(ctx, args)


class PlainGroup(TyperGroup):
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        use_plain_coercion(self.get_params(ctx))
        return super().parse_args(ctx, args)


class PlainTyper(typer.Typer):
    """``typer.Typer`` whose groups and commands default to ``PlainGroup`` / ``PlainCommand``."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("cls", PlainGroup)
        super().__init__(**kwargs)

    def command(self, name: str | None = None, **kwargs: Any) -> Callable[[F], F]:
        kwargs.setdefault("cls", PlainCommand)
        return super().command(name, **kwargs)
