#!/usr/bin/env bash
# Writes the two files of the site's font, both from the Latin subset of Geist on npm with its
# weight axis cut to 400-900 (the weights the site uses, lib/fonts.ts):
# - app/fonts/geist-core-400-900.woff2: ASCII and the punctuation English copy uses, with kerning
#   and ligatures only. Every page preloads it and waits for it before painting text, so it is kept
#   inside the first round trip of a new connection (10 TCP segments, about 14 KB).
# - app/fonts/geist-rest-400-900.woff2: the rest of the Latin subset (accented letters, symbols).
#   app/globals.css declares it with a unicode-range, so a browser fetches it only for a page that
#   has one of those characters. Its range is printed below; a unit test checks the CSS matches.
# Needs fonttools (Debian: apt-get install fonttools python3-brotli). Run `npm run font` after
# updating @fontsource-variable/geist; a unit test fails while the files are older than the package.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2
core=app/fonts/geist-core-400-900.woff2
rest=app/fonts/geist-rest-400-900.woff2
# Space to tilde; no-break space, copyright, registered, middle dot, one half; en and em dash,
# curly quotes, bullet, ellipsis, single guillemets.
core_range="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00BD,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2039-203A"
python=/usr/bin/python3
[ -x "$python" ] || python=python3
# A fixed timestamp keeps the output byte for byte the same on every run.
export SOURCE_DATE_EPOCH=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source" wght=400:900 --output="$work/instance.ttf"
rest_range=$("$python" - "$work/instance.ttf" "$core_range" <<'PY'
import sys
from fontTools.ttLib import TTFont
codes = set(TTFont(sys.argv[1]).getBestCmap())
for part in sys.argv[2].replace("U+", "").split(","):
    start, _, end = part.partition("-")
    codes -= set(range(int(start, 16), int(end or start, 16) + 1))
ranges = []
for code in sorted(codes):
    if ranges and ranges[-1][1] == code - 1:
        ranges[-1][1] = code
    else:
        ranges.append([code, code])
print(",".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in ranges))
PY
)
fonttools subset "$work/instance.ttf" --unicodes="$core_range" --layout-features=kern,liga \
  --flavor=woff2 --output-file="$core"
fonttools subset "$work/instance.ttf" --unicodes="$rest_range" \
  --layout-features=kern,liga,ccmp,locl,mark,mkmk --flavor=woff2 --output-file="$rest"
echo "$core: $(wc -c <"$core") bytes; $rest: $(wc -c <"$rest") bytes (from $(wc -c <"$source"))"
echo "unicode-range for $rest: ${rest_range//,/, }"
