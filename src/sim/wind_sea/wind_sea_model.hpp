#pragma once
// How a patch of wind sea is made from its amplitudes h₀(k)
// (wind_sea_spectrum.hpp), after Tessendorf 2001 ("Simulating Ocean Water"),
// shared by the GPU solver (WindSeaGpu) and its CPU twin (WindSeaCpu):
//
//   H(k, t) = h₀(k)·e^(−iωt) + conj h₀(−k)·e^(iωt),   ω = √(g·|k|)
// (each mode travels along k, and H(−k) = conj H(k), so the surface is real);
// every field is f(x) = Σ_k F(k)·e^(ik·x) over the patch's modes, with
//   height h:        F = H
//   displacement D:  F = i·(k/|k|)·H    (x, z): a point at x is drawn at x + λ·D,
//                    so crests sharpen and troughs widen for choppiness λ > 0
//   slope ∇h:        F = i·k·H
//   ∂D/∂x, ∂D/∂z:    F = −k_a·k_b/|k|·H  (xx, zz, xz): the Jacobian of the
//                    choppy map, J = (1 + λDxx)(1 + λDzz) − λ²Dxz², below 0
//                    where the surface folds over (a breaking crest).
// Sample i of n lies at x = i·patch/n; the patch tiles seamlessly.
#include <cstddef>

namespace tp {

// The eight fields a patch holds, in the order the GPU writes them to its two
// RGBA textures: displacement (dx, h, dz, dxz) and slope (hx, hz, dxx, dzz).
enum class WindSeaField : std::size_t { DisplacementX, Height, DisplacementZ, DxDz, SlopeX, SlopeZ, DxDx, DzDz };
inline constexpr std::size_t kWindSeaFields = 8;

}  // namespace tp
