#pragma once
// The panel's "Record" section: a clip (PNG per frame at a fixed simulated
// frame rate, MP4 with ffmpeg) with its progress bar, recording the input to
// a file, and replaying such a file.
#include <cstdint>
#include <string>

namespace tp {

struct RecordSettings {
  int clipFps = 30;
  float clipSeconds = 5;
  std::string replayPath;
};

struct RecordView {
  bool clipActive = false;
  int clipWritten = 0, clipWanted = 0;
  float clipProgress = 0;
  bool recordingInput = false;
  size_t inputCount = 0;
  std::string inputPath;
  bool replaying = false;
  uint64_t replayStep = 0, replayEnd = 0;
};

struct RecordRequests {
  bool startClip = false, stopClip = false;
  bool startInput = false, stopInput = false;
  bool startReplay = false;
};

RecordRequests drawRecordSection(RecordSettings& settings, const RecordView& view);

}  // namespace tp
