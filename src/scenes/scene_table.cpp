// The explicit table of scenes: a new scene is one file and one row here.
#include "scenes/scene.hpp"

namespace tp {

std::unique_ptr<Scene> createDemoScene();  // demo_scene.cpp
std::unique_ptr<Scene> createBowlScene();  // bowl_scene.cpp
std::unique_ptr<Scene> createFluidScene();  // fluid_scene.cpp
std::unique_ptr<Scene> createHarborScene();  // harbor_scene.cpp
std::unique_ptr<Scene> createPlanetScene();  // planet_scene.cpp

std::span<const SceneEntry> sceneTable() {
  static const SceneEntry table[] = {
      {"demo", "sine waves and click splashes on a lit surface (a stand-in for the solvers)",
       createDemoScene},
      {"bowl", "mass-spring water in a glass fishbowl: fish stir it, click splashes, drop toys; stiffness and damping presets",
       createBowlScene},
      {"fluid", "the tiny fluid from a tweet (Gaussian splats): click to add fluid, drag to throw it; 3d surface or 2d view",
       createFluidScene},
      {"harbor", "steer a tug through its own wake among islands, drop crates, splash: deep water (or the seeds' wave equation) with floating boats",
       createHarborScene},
      {"planet", "a ball of water on the icosphere wave solver: click to splash anywhere, fish inside, crates afloat; sky or ocean-planet look",
       createPlanetScene},
  };
  return table;
}

const SceneEntry* findScene(const std::string& name) {
  for (const auto& entry : sceneTable())
    if (entry.name == name) return &entry;
  return nullptr;
}

}  // namespace tp
