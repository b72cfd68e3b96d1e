"""The reference (REFERENCE.md) is the output of ``python -m generator reference``, and names
everything the extensions register: each directive and its options, each role, each
configuration value (with its type and default)."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from sphinx.application import Sphinx

from generator.cli import main
from generator.reference import reference

REFERENCE = Path(__file__).resolve().parents[1] / "REFERENCE.md"
EXTENSIONS = [
    "myst_parser",
    "generator.sphinxext",
    "generator.sphinxext.site",
    "generator.check.sphinx",
]


def test_reference_md_is_the_command_s_output(capsys):
    assert main(["reference"]) == 0
    printed = capsys.readouterr().out
    assert printed == reference()
    assert REFERENCE.read_text(encoding="utf-8") == printed, (
        "REFERENCE.md is stale: python -m generator reference > REFERENCE.md"
    )


@pytest.fixture
def registered(monkeypatch):
    """What the extensions register while Sphinx loads them: directives, roles, config values."""
    found: dict[str, Any] = {"directives": {}, "roles": set(), "config": {}, "domain": set()}
    add_directive, add_role, add_config_value = (
        Sphinx.add_directive,
        Sphinx.add_role,
        Sphinx.add_config_value,
    )

    def ours(app) -> bool:
        """Whether the caller of the app's method is the generator's code."""
        return sys._getframe(2).f_globals["__name__"].startswith("generator.")

    def directive(self, name, cls, override=False):
        # (not the path-checking copies of docutils' own directives: override=True)
        if ours(self) and not override:
            found["directives"][name] = cls
        return add_directive(self, name, cls, override=override)

    def role(self, name, role, override=False):
        if ours(self):
            found["roles"].add(name)
        return add_role(self, name, role, override=override)

    def config_value(self, name, default, rebuild, types=(), description=""):
        if ours(self):
            found["config"][name] = default
        return add_config_value(self, name, default, rebuild, types, description=description)

    add_to_domain = Sphinx.add_directive_to_domain, Sphinx.add_role_to_domain

    def domain_directive(self, domain, name, cls, override=False):
        found["domain"].add(f"{domain}:{name}")
        return add_to_domain[0](self, domain, name, cls, override=override)

    def domain_role(self, domain, name, role, override=False):
        found["domain"].add(f"{domain}:{name}")
        return add_to_domain[1](self, domain, name, role, override=override)

    monkeypatch.setattr(Sphinx, "add_directive_to_domain", domain_directive)
    monkeypatch.setattr(Sphinx, "add_role_to_domain", domain_role)
    monkeypatch.setattr(Sphinx, "add_directive", directive)
    monkeypatch.setattr(Sphinx, "add_role", role)
    monkeypatch.setattr(Sphinx, "add_config_value", config_value)
    return found


@pytest.mark.sphinx("html", testroot="foreign", confoverrides={"extensions": EXTENSIONS})
def test_every_directive_option_role_and_config_value_is_in_the_reference(registered, app):
    text = REFERENCE.read_text(encoding="utf-8")
    assert registered["directives"] and registered["roles"] and registered["config"]
    for name, directive in registered["directives"].items():
        section = re.search(rf"^### `{re.escape(name)}`\n(.*?)(?=^##)", text, re.M | re.S)
        assert section, f"directive {name} is not in REFERENCE.md"
        for option in directive.option_spec or {}:
            assert f"| `:{option}:` |" in section.group(1), f"{name} :{option}: is not documented"
    for name in registered["roles"]:
        assert f"| `{{{name}}}` |" in text, f"role {name} is not in REFERENCE.md"
    # Each under the domain too, as the reference says.
    assert registered["domain"] == {
        f"sol:{name}" for name in (*registered["directives"], *registered["roles"])
    }
    assert "Each is also `sol:NAME`" in text
    for name, default in registered["config"].items():
        row = re.search(rf"^\| `{name}` \| [^|]+ \| `(.*?)` \| (.+) \|$", text, re.M)
        assert row, f"config value {name} is not in REFERENCE.md"
        assert row.group(1) == repr(default) and row.group(2).strip()


def test_a_config_value_of_the_wrong_kind_is_an_error_at_its_line(make_app, tmp_path):
    import shutil

    source = tmp_path / "club"
    shutil.copytree(Path(__file__).parent / "roots" / "test-foreign", source)
    with (source / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write("generator_image_scale = 0\n")
    line = (source / "conf.py").read_text(encoding="utf-8").count("\n")
    app = make_app("html", srcdir=source)
    assert app.statuscode == 1
    assert (
        f"conf.py:{line}: ERROR: generator_image_scale: expected a whole number of at least 1, not 0"
        in app.warning.getvalue()
    )
