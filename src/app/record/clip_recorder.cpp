#include "app/record/clip_recorder.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "app/screenshot.hpp"
#include "core/atomic_file.hpp"

extern char** environ;

namespace tp {
namespace {

std::string formatted(const char* format, double a, double b = 0) {
  char text[128];
  std::snprintf(text, sizeof text, format, a, b);
  return text;
}

// Runs `argv` (argv[0] looked up on PATH) with stdout and stderr into `log`;
// returns its exit status, or -1 if it could not start.
int runProgram(const std::vector<std::string>& args, const std::filesystem::path& log) {
  std::vector<char*> argv;
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  pid_t pid = 0;
  const int started = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (started != 0) return -1;
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

std::filesystem::path findOnPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (!path) return {};
  std::string folders = path;
  size_t start = 0;
  while (start <= folders.size()) {
    const size_t colon = std::min(folders.find(':', start), folders.size());
    const std::string folder = folders.substr(start, colon - start);
    start = colon + 1;
    const std::filesystem::path candidate = std::filesystem::path(folder.empty() ? "." : folder) / program;
    if (access(candidate.c_str(), X_OK) == 0 && !std::filesystem::is_directory(candidate)) return candidate;
  }
  return {};
}

std::string clipFrameName(int number) {
  char name[32];
  std::snprintf(name, sizeof name, "frame-%06d.png", number);
  return name;
}

std::string ClipRecorder::start(const std::filesystem::path& folder, double fps, int frames) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) return "cannot record a clip into " + folder.string() + ": " + error.message();
  if (std::filesystem::exists(folder / clipFrameName(1)))
    return "cannot record a clip into " + folder.string() + ": it already holds one (" + clipFrameName(1) +
           "); pick another folder";
  folder_ = folder;
  fps_ = fps;
  wanted_ = std::max(frames, 0);
  written_ = 0;
  active_ = true;
  return {};
}

std::string ClipRecorder::addFrame(const std::vector<uint8_t>& rgb, int width, int height) {
  if (!active_) return {};
  if (written_ > 0 && (width != width_ || height != height_))
    return "the frame size changed during the clip (" + std::to_string(width_) + "x" + std::to_string(height_) +
           " to " + std::to_string(width) + "x" + std::to_string(height) + "); the clip ends here";
  width_ = width;
  height_ = height;
  const std::string error = writePng(folder_ / clipFrameName(written_ + 1), rgb, width, height);
  if (error.empty()) ++written_;
  return error;
}

std::string ClipRecorder::encodeMp4() const {
  const std::filesystem::path ffmpeg = findOnPath("ffmpeg");
  if (ffmpeg.empty()) return "MP4 skipped: ffmpeg is not on PATH (the PNG sequence is complete)";
  const std::filesystem::path mp4 = folder_ / "clip.mp4", log = folder_ / "ffmpeg.log";
  // Even width and height for 4:2:0 chroma; yuv420p plays everywhere.
  const int status = runProgram({ffmpeg.string(), "-y", "-loglevel", "error", "-framerate", formatted("%g", fps_),
                                 "-i", (folder_ / "frame-%06d.png").string(), "-vf",
                                 "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                 mp4.string()},
                                log);
  if (status != 0 || !std::filesystem::exists(mp4))
    return "MP4 failed: ffmpeg " + (status < 0 ? std::string("did not start") : "exited " + std::to_string(status)) +
           " (see " + log.string() + "); the PNG sequence is complete";
  std::error_code ignored;
  std::filesystem::remove(log, ignored);
  return "MP4: " + mp4.string();
}

std::string ClipRecorder::finish(const std::string& sidecar) {
  if (!active_) return {};
  active_ = false;
  const std::string clipText = sidecar + "clip_fps: " + formatted("%g", fps_) + "\nclip_frames: " +
                               std::to_string(written_) + "\nclip_frame_files: frame-000001.png .. " +
                               clipFrameName(std::max(written_, 1)) + "\n";
  if (std::string error = writeFileAtomically(folder_ / "clip.txt", clipText, "clip sidecar"); !error.empty())
    return error;
  if (written_ == 0) return "clip: no frames recorded in " + folder_.string();
  const std::string mp4 = encodeMp4();
  return "clip: " + std::to_string(written_) + " frames at " + formatted("%g fps (%.2f s simulated)", fps_, written_ / fps_) +
         " in " + (folder_ / "frame-000001.png").string() + " .. " + clipFrameName(written_) + "; " + mp4;
}

}  // namespace tp
