#!/usr/bin/env bash
# Writes app/fonts/geist-latin-400-900.woff2: the Latin subset of Geist from npm, its weight axis
# cut to 400-900, the weights the site uses (lib/fonts.ts). About a quarter smaller than the npm
# file, and the font is what every first visit waits for before it paints text. Needs fonttools
# (Debian: apt-get install fonttools python3-brotli). Run `npm run font` after updating
# @fontsource-variable/geist; a unit test fails while the file is older than the package's font.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2
target=app/fonts/geist-latin-400-900.woff2
# A fixed timestamp keeps the output byte for byte the same on every run.
export SOURCE_DATE_EPOCH=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source" wght=400:900 --output="$work/instance.ttf"
fonttools ttLib.woff2 compress --output-file="$target" "$work/instance.ttf"
echo "$target: $(wc -c <"$target") bytes (from $(wc -c <"$source"))"
