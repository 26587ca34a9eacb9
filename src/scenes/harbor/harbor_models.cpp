#include "scenes/harbor/harbor_models.hpp"

#include <iterator>

#include "core/log.hpp"
#include "render/obj_model.hpp"
#include "scenes/harbor/harbor_terrain.hpp"  // findAsset

namespace tp {
namespace {

// Linear RGB.
// The deck and roof are red too: from the harbor's high camera they are most of
// what shows, and a wooden deck under the sun read beige, not "the red hull".
const GroupColour kRedTug[] = {{"hull", {0.55f, 0.05f, 0.03f}}, {"deck", {0.42f, 0.07f, 0.04f}},
                               {"cabin", {0.80f, 0.78f, 0.72f}}, {"roof", {0.60f, 0.06f, 0.04f}},
                               {"funnel", {0.75f, 0.50f, 0.04f}}};
// The cruising tug: blue, with a white roof (a red one read as "the red tug",
// which is yours).
const GroupColour kBlueTug[] = {{"hull", {0.04f, 0.12f, 0.45f}}, {"deck", {0.35f, 0.22f, 0.11f}},
                                {"cabin", {0.80f, 0.78f, 0.72f}}, {"roof", {0.85f, 0.85f, 0.82f}},
                                {"funnel", {0.08f, 0.08f, 0.09f}}};
const GroupColour kSloop[] = {{"hull", {0.78f, 0.78f, 0.74f}}, {"deck", {0.45f, 0.30f, 0.15f}},
                              {"cabin", {0.60f, 0.44f, 0.25f}}, {"mast", {0.30f, 0.22f, 0.14f}},
                              {"sail", {0.92f, 0.90f, 0.82f}}};
const GroupColour kCrate[] = {{"crate", {0.50f, 0.30f, 0.10f}}};

struct ModelSource {
  HullKind kind;
  int livery;
  const char* file;
  std::span<const GroupColour> palette;
};
const ModelSource kSources[] = {
    {HullKind::Tug, 0, "models/tug.obj", kRedTug},
    {HullKind::Tug, 1, "models/tug.obj", kBlueTug},
    {HullKind::Sloop, 0, "models/sailboat.obj", kSloop},
    {HullKind::Crate, 0, "models/crate.obj", kCrate},
};

}  // namespace

std::vector<HarborModelData> loadHarborModels(std::vector<std::string>& problems) {
  std::vector<HarborModelData> models;
  for (const ModelSource& source : kSources) {
    HarborModelData data{source.kind, source.livery, {}, false};
    ObjModel model = loadObjModel(findAsset(source.file), source.palette);
    if (model.error.empty()) {
      data.mesh = std::move(model.mesh);
    } else {
      // Once per file, not once per livery.
      const std::string line = model.error + "; run scripts/make_assets.py to make it again (drawing a box instead)";
      if (source.livery == 0) problems.push_back(line);
      const HullShape shape = hullShape(source.kind);
      const glm::vec3 centre(0, shape.keel + 0.5f * shape.size.y, 0);
      data.mesh = makeBoxMesh(shape.size, centre, source.palette.empty() ? glm::vec3(0.5f) : source.palette[0].colour);
      data.fallback = true;
    }
    models.push_back(std::move(data));
  }
  return models;
}

void HarborModels::init() {
  problems_.clear();
  entries_.clear();
  for (HarborModelData& data : loadHarborModels(problems_))
    entries_.push_back({data.kind, data.livery, LitMesh::create(data.mesh)});
  for (const std::string& problem : problems_) log::warn("harbor: %s", problem.c_str());
}

const LitMesh& HarborModels::mesh(HullKind kind, int livery) const {
  for (const Entry& entry : entries_)
    if (entry.kind == kind && entry.livery == livery) return entry.mesh;
  for (const Entry& entry : entries_)
    if (entry.kind == kind) return entry.mesh;
  return entries_.front().mesh;
}

}  // namespace tp
