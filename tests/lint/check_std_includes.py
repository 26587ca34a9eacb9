#!/usr/bin/env python3
"""Every file includes the standard header of each std:: name it uses.

GCC 12's library pulls <algorithm> and friends in through other headers; GCC 14
(Debian 13) does not, so a file that leans on that stops building there
(std::any_of without <algorithm>). This check follows a file's own includes
(quoted project headers, recursively) and asks that each std:: name below be
declared by a standard header among them, as the standard says, whatever
today's library happens to drag in. It knows the names this code uses; a name
not in the table is not checked.
    check_std_includes.py ROOT   (checks ROOT/src and ROOT/tests; exit 1 on a slip)
"""
import os
import re
import sys

# The header the standard declares each name in (the first one, where several do).
HEADER_OF = {}
for header, names in {
    "algorithm": "any_of all_of none_of for_each find find_if find_if_not count count_if mismatch equal search "
                 "copy copy_if copy_n fill fill_n transform generate remove remove_if unique reverse rotate "
                 "shuffle sort stable_sort partial_sort nth_element lower_bound upper_bound binary_search "
                 "merge min_element max_element minmax_element clamp min max minmax replace replace_if "
                 "is_sorted partition stable_partition includes set_union set_intersection set_difference "
                 "equal_range lexicographical_compare next_permutation",
    "numeric": "accumulate reduce inner_product partial_sum iota adjacent_difference transform_reduce gcd lcm midpoint",
    "functional": "function reference_wrapper bind hash invoke",
    "memory": "unique_ptr shared_ptr weak_ptr make_unique make_shared",
    "optional": "optional nullopt make_optional",
    "variant": "variant visit holds_alternative get_if monostate",
    "span": "span",
    "array": "array",
    "vector": "vector",
    "deque": "deque",
    "list": "list",
    "map": "map multimap",
    "set": "set multiset",
    "unordered_map": "unordered_map",
    "unordered_set": "unordered_set",
    "string_view": "string_view",
    "sstream": "ostringstream istringstream stringstream",
    "fstream": "ifstream ofstream fstream",
    "chrono": "chrono",
    "thread": "thread",
    "mutex": "mutex lock_guard unique_lock",
    "atomic": "atomic",
    "random": "mt19937 mt19937_64 uniform_real_distribution uniform_int_distribution normal_distribution "
              "random_device minstd_rand",
    "filesystem": "filesystem",
    "limits": "numeric_limits",
    "tuple": "tuple make_tuple tie",
    "utility": "pair make_pair move forward swap exchange",
    "bit": "bit_cast bit_floor bit_ceil popcount countl_zero countr_zero has_single_bit",
    "charconv": "from_chars to_chars",
    "numbers": "numbers",
    "complex": "complex",
    "iomanip": "setprecision setw",
}.items():
    for name in names.split():
        HEADER_OF.setdefault(name, header)

# Headers the standard says bring in others (so including them is enough).
IMPLIES = {
    "string": {"string_view"},  # <string> declares std::string_view's use, and C++20 requires it
    "map": {"utility"}, "set": {"utility"}, "unordered_map": {"utility"}, "vector": {"utility"},
    "array": {"utility"}, "tuple": {"utility"}, "memory": {"utility"}, "algorithm": {"utility"},
    "iostream": {"utility"}, "optional": {"utility"}, "variant": {"utility"}, "functional": {"utility"},
    "sstream": {"string", "utility"}, "fstream": {"string", "utility"}, "filesystem": {"string", "string_view"},
}
# std::move / std::swap also live in <algorithm>; std::min/max/swap are also in <utility> for some forms:
# only the unambiguous cases are checked.
AMBIGUOUS = {"move", "swap", "forward", "exchange", "get", "count", "remove", "function", "hash", "min", "max"}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)
USE = re.compile(r"\bstd::(?:ranges::)?([a-z_][a-z_0-9]*)\b")
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')


def includes_of(path, roots, seen):
    """The standard headers a file reaches through itself and its project includes."""
    if path in seen:
        return set()
    seen.add(path)
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return set()
    found = set()
    for kind, name in INCLUDE.findall(text):
        if kind == "<":
            found.add(name)
            found |= IMPLIES.get(name, set())
            continue
        for root in [os.path.dirname(path)] + roots:
            candidate = os.path.normpath(os.path.join(root, name))
            if os.path.isfile(candidate):
                found |= includes_of(candidate, roots, seen)
                break
    return found


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    roots = [os.path.join(root, "src"), os.path.join(root, "tests"), root]
    slips = []
    for top in ("src", "tests"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".hpp", ".h")):
                    continue
                path = os.path.join(folder, name)
                text = open(path, encoding="utf-8", errors="replace").read()
                code = STRING.sub('""', COMMENT.sub("", text))
                reached = includes_of(path, roots, set())
                for used in sorted(set(USE.findall(code))):
                    header = HEADER_OF.get(used)
                    if header and used not in AMBIGUOUS and header not in reached:
                        line = next(i + 1 for i, l in enumerate(text.splitlines()) if "std::" + used in l
                                    or "std::ranges::" + used in l)
                        slips.append(f"{os.path.relpath(path, root)}:{line}: std::{used} needs #include <{header}>")
    for slip in slips:
        print(slip)
    if slips:
        print(f"{len(slips)} std:: names used without their header (GCC 14 and later refuse them); add the includes")
        return 1
    print("every std:: name checked has its header")
    return 0


if __name__ == "__main__":
    sys.exit(main())
