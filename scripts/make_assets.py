#!/usr/bin/env python3
"""Makes tidepool's own assets (committed; re-run to regenerate, deterministic).

  assets/harbor/islands.png   512x512 8-bit grey terrain height for the harbor:
                              0 = basin floor, 255 = hill top, sea level at 128
                              (cells above it are land: the solver's land mask).
  assets/models/tug.obj       a tug: round-bilged hull, wheelhouse, funnel
  assets/models/sailboat.obj  a sloop: slim hull, mast and a triangular sail
  assets/models/crate.obj     a unit crate (1 x 1 x 1, centred)

Units: metres; +x is the bow, +y up, the waterline of an unloaded hull at y=0.
Faces come in named groups (`g hull`, `g deck`, `g cabin`, ...): the harbor
scene paints each group its own colour (src/scenes/harbor/harbor_models.cpp).
Only the standard library: PNG written with zlib, OBJ as text.
"""
import math
import os
import random
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets")


def write_png_grey(path, width, height, rows):
    raw = b"".join(b"\x00" + bytes(row) for row in rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def islands(size=512, seed=3):
    """A main island with a bay, two islets and a reef; smooth value noise for coastlines."""
    rng = random.Random(seed)
    lattice = [[rng.random() for _ in range(17)] for _ in range(17)]

    def noise(u, v):  # bilinear value noise on a 16x16 lattice, smoothstepped
        x, y = u * 16, v * 16
        i, j = min(int(x), 15), min(int(y), 15)
        fx, fy = x - i, y - j
        fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        a = lattice[j][i] * (1 - fx) + lattice[j][i + 1] * fx
        b = lattice[j + 1][i] * (1 - fx) + lattice[j + 1][i + 1] * fx
        return a * (1 - fy) + b * fy

    bumps = [  # (centre u, centre v, radius, height): fractions of the basin
        (0.72, 0.30, 0.09, 1.00), (0.80, 0.42, 0.07, 0.8), (0.60, 0.22, 0.05, 0.7),
        (0.25, 0.72, 0.06, 0.85), (0.33, 0.80, 0.04, 0.7), (0.18, 0.25, 0.035, 0.65),
    ]
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            u, v = (x + 0.5) / size, (y + 0.5) / size
            h = 0.0
            for cu, cv, r, top in bumps:
                d2 = ((u - cu) ** 2 + (v - cv) ** 2) / (r * r)
                h = max(h, top * math.exp(-d2))
            h += (0.45 * (noise(u, v) - 0.5) + 0.25 * (noise(u * 2 % 1, v * 2 % 1) - 0.5)) * min(1.0, h * 4)
            # basin floor: 0.1 at the centre, rising toward the walls a little
            floor = 0.10 + 0.15 * max(abs(u - 0.5), abs(v - 0.5)) ** 2
            value = max(floor, 0.32 + 0.68 * h if h > 0.02 else floor)
            row.append(max(0, min(255, int(round(value * 255)))))
        rows.append(row)
    return rows


class Mesh:
    def __init__(self):
        self.vertices, self.faces, self.groups = [], [], []
        self.group = "body"

    def face(self, *indices):
        self.faces.append(tuple(indices))
        self.groups.append(self.group)

    def vertex(self, p):
        self.vertices.append(p)
        return len(self.vertices)  # OBJ indices start at 1

    def quad(self, a, b, c, d):
        self.face(a, b, c, d)

    def box(self, cx, cy, cz, sx, sy, sz, group="body"):
        """An axis-aligned box, faces wound counter-clockwise seen from outside."""
        self.group = group
        v = [self.vertex((cx + dx * sx / 2, cy + dy * sy / 2, cz + dz * sz / 2))
             for dx in (-1, 1) for dy in (-1, 1) for dz in (-1, 1)]
        idx = lambda dx, dy, dz: v[(dx > 0) * 4 + (dy > 0) * 2 + (dz > 0)]
        self.quad(idx(-1, -1, -1), idx(-1, -1, 1), idx(-1, 1, 1), idx(-1, 1, -1))  # -x
        self.quad(idx(1, -1, -1), idx(1, 1, -1), idx(1, 1, 1), idx(1, -1, 1))      # +x
        self.quad(idx(-1, -1, -1), idx(1, -1, -1), idx(1, -1, 1), idx(-1, -1, 1))  # -y
        self.quad(idx(-1, 1, -1), idx(-1, 1, 1), idx(1, 1, 1), idx(1, 1, -1))      # +y
        self.quad(idx(-1, -1, -1), idx(-1, 1, -1), idx(1, 1, -1), idx(1, -1, -1))  # -z
        self.quad(idx(-1, -1, 1), idx(1, -1, 1), idx(1, 1, 1), idx(-1, 1, 1))      # +z

    def hull(self, length, beam, depth, freeboard, fullness, sections=24, ring=9):
        """A closed hull lofted from U-shaped sections; bow at +x, pointed, stern transom."""
        first_face = len(self.faces)
        self.group = "hull"
        rings = []
        for i in range(sections + 1):
            t = i / sections                      # 0 = stern, 1 = bow
            x = (t - 0.5) * length
            taper = 1 - t ** (1 + 3 * fullness) if t > 0.5 else 1 - 0.25 * (1 - 2 * t) ** 2
            half = max(0.02, beam / 2 * taper ** 0.7)
            keel = depth * (0.35 + 0.65 * math.sin(math.pi * min(1, 0.15 + 0.85 * t)) ** 0.5)
            pts = []
            for k in range(ring):
                a = math.pi * k / (ring - 1)       # 0 = port deck edge, pi = starboard
                z = -half * math.cos(a)
                y = freeboard - (freeboard + keel) * math.sin(a) ** (0.6 + fullness)
                pts.append(self.vertex((x, y, z)))
            rings.append(pts)
        for i in range(sections):
            for k in range(ring - 1):
                self.quad(rings[i][k], rings[i][k + 1], rings[i + 1][k + 1], rings[i + 1][k])
        self.group = "deck"
        for i in range(sections):  # deck
            self.quad(rings[i][0], rings[i + 1][0], rings[i + 1][-1], rings[i][-1])
        self.group = "hull"
        stern = rings[0]                           # transom, a fan
        for k in range(1, ring - 2):
            self.face(stern[0], stern[k + 1], stern[k])
        bow = rings[-1]
        for k in range(1, ring - 2):
            self.face(bow[0], bow[k], bow[k + 1])
        # The loft above winds inwards; turn every hull face to face outwards
        # (counter-clockwise seen from outside, as box() does).
        self.faces[first_face:] = [tuple(reversed(f)) for f in self.faces[first_face:]]

    def write(self, path, comment):
        with open(path, "w") as f:
            f.write(f"# {comment}\n# made by scripts/make_assets.py; metres, +x bow, +y up\n")
            for p in self.vertices:
                f.write("v %.4f %.4f %.4f\n" % p)
            current = None
            for face, group in zip(self.faces, self.groups):
                if group != current:
                    f.write("g %s\n" % group)
                    current = group
                f.write("f " + " ".join(str(i) for i in face) + "\n")


def main():
    os.makedirs(os.path.join(ROOT, "harbor"), exist_ok=True)
    os.makedirs(os.path.join(ROOT, "models"), exist_ok=True)
    write_png_grey(os.path.join(ROOT, "harbor", "islands.png"), 512, 512, islands())

    tug = Mesh()
    tug.hull(length=4.0, beam=1.6, depth=0.55, freeboard=0.45, fullness=0.9)
    tug.box(-0.3, 0.95, 0, 1.3, 1.0, 1.1, "cabin")      # wheelhouse
    tug.box(-0.3, 1.55, 0, 1.5, 0.12, 1.25, "roof")
    tug.box(-1.2, 1.2, 0, 0.35, 1.0, 0.35, "funnel")
    tug.write(os.path.join(ROOT, "models", "tug.obj"), "tidepool tug")

    sloop = Mesh()
    sloop.hull(length=5.0, beam=1.4, depth=0.5, freeboard=0.35, fullness=0.4)
    sloop.box(0.4, 2.6, 0, 0.1, 4.6, 0.1, "mast")
    sloop.box(-0.6, 0.75, 0, 2.0, 0.07, 0.07, "mast")  # boom
    sloop.group = "sail"
    sail = [sloop.vertex(p) for p in ((0.45, 0.8, 0.0), (0.45, 4.7, 0.0), (-1.55, 0.8, 0.0))]
    sloop.face(*sail)
    sloop.face(*reversed(sail))  # two-sided
    sloop.box(-0.5, 0.55, 0, 1.2, 0.4, 0.8, "cabin")
    sloop.write(os.path.join(ROOT, "models", "sailboat.obj"), "tidepool sailboat")

    crate = Mesh()
    crate.box(0, 0, 0, 1, 1, 1, "crate")
    crate.write(os.path.join(ROOT, "models", "crate.obj"), "tidepool crate")


if __name__ == "__main__":
    main()
