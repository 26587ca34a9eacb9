#pragma once
// How the harbor's water looks (WaterLook) for its parameters at `seconds`:
// the basin's colours, haze and edge, and what the parameters set (the
// wind's choppiness and glitter, the shore's surf).
#include "render/water_surface_renderer.hpp"
#include "scenes/harbor/harbor_params.hpp"

namespace tp {

WaterLook harborWaterLook(const HarborParams& params, double seconds);

}  // namespace tp
