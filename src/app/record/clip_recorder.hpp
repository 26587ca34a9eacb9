#pragma once
// Recording a clip: every frame written as a PNG (frame-000001.png, ...) at a
// fixed simulated frame rate, so the clip plays at the right speed however
// slowly the machine made it (the app feeds exactly 1/fps s of simulated time
// per frame while recording). The PNG sequence is the product; when ffmpeg is
// on PATH an MP4 (H.264) is made from it as well, and when it is not the end
// message says so. A clip.txt sidecar says how the clip was made.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace tp {

// The full path of `program` if it is an executable file in a PATH folder.
std::filesystem::path findOnPath(const std::string& program);

// The name of frame `number` (1-based) in a clip folder.
std::string clipFrameName(int number);

class ClipRecorder {
 public:
  // Starts a clip into `folder` (created if missing) of `frames` frames, or
  // until stop() when 0, at `fps` frames per simulated second. Returns "" or
  // why not (a folder that already holds frames is refused, not mixed into).
  std::string start(const std::filesystem::path& folder, double fps, int frames);
  bool active() const { return active_; }
  double fps() const { return fps_; }
  int framesWritten() const { return written_; }
  int framesWanted() const { return wanted_; }
  // 0..1 for a clip of known length; 0 otherwise.
  float progress() const { return wanted_ > 0 ? float(written_) / float(wanted_) : 0.0f; }
  const std::filesystem::path& folder() const { return folder_; }

  // Writes the next frame. Returns "" or why not (the clip should then end).
  std::string addFrame(const std::vector<uint8_t>& rgb, int width, int height);
  // All frames asked for are written.
  bool complete() const { return active_ && wanted_ > 0 && written_ >= wanted_; }

  // Ends the clip: writes clip.txt (`sidecar` plus the clip's own lines),
  // makes the MP4 when ffmpeg is on PATH, and returns the end message: how
  // many frames, where, and what became of the MP4.
  std::string finish(const std::string& sidecar);

 private:
  std::string encodeMp4() const;  // the MP4 line of the end message
  bool active_ = false;
  std::filesystem::path folder_;
  double fps_ = 30;
  int wanted_ = 0, written_ = 0;
  int width_ = 0, height_ = 0;
};

}  // namespace tp
