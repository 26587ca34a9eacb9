#pragma once
// The harbor's models: tug (two liveries), sloop and crate from
// assets/models/*.obj, each face group painted from a palette here. A model
// that cannot be read is replaced by a box of the hull's size, and the
// problem is logged once, naming the file and what to do; problems() keeps
// the lines for the panel. CPU part (load) and GPU part (upload) apart, so
// tests can check the fallbacks without GL.
#include <string>
#include <vector>

#include "render/lit_mesh.hpp"
#include "scenes/harbor/harbor_fleet.hpp"

namespace tp {

struct HarborModelData {
  HullKind kind = HullKind::Crate;
  int livery = 0;
  LitMeshData mesh;
  bool fallback = false;  // a box stands in for a model that did not load
};

// Reads every model (via findAsset). Failures become boxes plus a line in `problems`.
std::vector<HarborModelData> loadHarborModels(std::vector<std::string>& problems);

class HarborModels {
 public:
  // Loads (CPU) and uploads (GL): a context must be current.
  void init();
  const LitMesh& mesh(HullKind kind, int livery) const;
  const std::vector<std::string>& problems() const { return problems_; }

 private:
  struct Entry {
    HullKind kind;
    int livery;
    LitMesh mesh;
  };
  std::vector<Entry> entries_;
  std::vector<std::string> problems_;
};

}  // namespace tp
