#!/usr/bin/env python3
"""Shader includes run only downward, as the C++ layers do.

shaders/ mirrors src/: common < sim < render < scenes, and bench beside them
over sim. A shader file may include files of its own layer and the layers
below, never above: a header in common/ that includes a scene's header would
let the simulation reach a scene through the shader tree, where the C++
layer test (tests/layers) cannot see it. An include is resolved as the shader
loader does: beside the including file, else from the shaders root.
    check_shader_layers.py ROOT   (exit 1 with one line a slip)
"""
import os
import re
import sys

RANK = {"common": 0, "sim": 1, "bench": 1.5, "render": 2, "scenes": 3}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def layer_of(path, root):
    return os.path.relpath(path, root).split(os.sep)[0]


def main(project):
    root = os.path.join(project, "shaders")
    slips = []
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as source:
                text = source.read()
            for target in INCLUDE.findall(text):
                resolved = os.path.normpath(os.path.join(folder, target))
                if not os.path.exists(resolved):
                    resolved = os.path.normpath(os.path.join(root, target))
                if not os.path.exists(resolved):
                    slips.append(f"{os.path.relpath(path, project)}: includes {target}, which is not there")
                    continue
                mine, theirs = layer_of(path, root), layer_of(resolved, root)
                if mine not in RANK or theirs not in RANK:
                    slips.append(f"{os.path.relpath(path, project)}: a layer this check does not know ({mine}, {theirs})")
                elif RANK[theirs] > RANK[mine] or (mine == "sim" and theirs == "bench"):
                    slips.append(f"{os.path.relpath(path, project)}: includes {os.path.relpath(resolved, project)}, "
                                 f"a layer above {mine}/ (shaders/ runs common < sim < render < scenes)")
    for slip in slips:
        print(slip)
    return 1 if slips else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
