// The wind sea passes' buffers (wind_sea_layout.h).
layout(std430, binding = WS_SSBO_FIELD) buffer Field { vec2 field[]; };
layout(std430, binding = WS_SSBO_TWIDDLES) readonly buffer Twiddles { vec2 twiddles[]; };

uint fieldIndex(uint plane, uint row, uint column) { return (plane * uint(FFT_N) + row) * uint(FFT_N) + column; }
