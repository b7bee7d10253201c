#!/usr/bin/env bash
# Python tooling in a project-local virtualenv, .venv-tools/ (git-ignored): openapi-python-client (and
# the ruff it formats with), pytest and schemathesis, at the exact versions of requirements-tools.txt,
# from PyPI. Used by npm run build:clients, npm run schemathesis and test/clients-generated/.
# Idempotent: does nothing when .venv-tools/ was built from the current requirements-tools.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
VENV=.venv-tools
REQ=requirements-tools.txt
want="$(sha256sum "$REQ" | cut -d' ' -f1)"
if [ -x "$VENV/bin/python" ] && [ "$(cat "$VENV/.requirements.sha256" 2>/dev/null)" = "$want" ]; then
  echo "python tools: already installed in $VENV ($("$VENV/bin/python" --version))"
  exit 0
fi
PYTHON="${PYTHON:-python3}"
if ! command -v "$PYTHON" >/dev/null; then
  echo "python tools: $PYTHON not found; Python 3.11 or later is needed" >&2
  exit 1
fi
if ! "$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'; then
  echo "python tools: $("$PYTHON" --version) is too old; Python 3.11 or later is needed" >&2
  exit 1
fi
echo "python tools: creating $VENV with $("$PYTHON" --version) and installing $REQ"
rm -rf "$VENV"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check --no-input --require-virtualenv -r "$REQ"
echo "$want" > "$VENV/.requirements.sha256"
echo "python tools: installed ($("$VENV/bin/openapi-python-client" --version 2>/dev/null | tail -1); schemathesis $("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("schemathesis"))'); pytest $("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("pytest"))'))"
