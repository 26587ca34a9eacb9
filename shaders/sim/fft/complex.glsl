// Complex numbers as vec2 (re, im).
vec2 complexMultiply(vec2 a, vec2 b) { return vec2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
