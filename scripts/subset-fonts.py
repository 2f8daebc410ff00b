#!/usr/bin/python3
"""Builds src/app/fonts/inter-headings.woff2: Inter (from @fontsource-variable/inter) at weight 700,
cut to the characters the seven languages' headings use (Latin with Turkish letters, Cyrillic,
punctuation). One small file instead of three variable subsets keeps it off the critical path.

Needs Debian's python3-fonttools and python3-brotli. Run after upgrading the font package:
    /usr/bin/python3 scripts/subset-fonts.py
"""
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules/@fontsource-variable/inter/files'
TARGET = ROOT / 'src/app/fonts/inter-headings.woff2'
UNICODES = (
    list(range(0x20, 0x7F))  # Basic Latin
    + list(range(0xA0, 0x100))  # Latin-1: French, Spanish, Italian, German
    + [0x011E, 0x011F, 0x0130, 0x0131, 0x015E, 0x015F, 0x0152, 0x0153]  # Ğğ İı Şş Œœ
    + list(range(0x0400, 0x0460)) + [0x2116]  # Cyrillic, №
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2022, 0x2026, 0x20AC, 0x2192]
)

parts = []
for name in ('latin', 'latin-ext', 'cyrillic'):
    font = instancer.instantiateVariableFont(TTFont(SOURCE / f'inter-{name}-wght-normal.woff2'), {'wght': 700})
    options = subset.Options()
    options.layout_features = ['kern', 'liga', 'calt', 'case']
    options.name_IDs = ['*']
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    path = Path(f'/tmp/inter-700-{name}.ttf')
    font.flavor = None
    font.save(path)
    parts.append(str(path))

merged = Merger().merge(parts)
merged.flavor = 'woff2'
TARGET.parent.mkdir(parents=True, exist_ok=True)
merged.save(TARGET)
print(f'{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes')
