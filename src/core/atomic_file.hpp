#pragma once
// Files appear whole or not at all. Every file the programs write (pictures,
// sidecars, state dumps and their JSON, presets, input recordings, clip
// frames) goes to a temporary file beside its target (the same folder, so the
// rename is atomic on POSIX) and is renamed over the target only when every
// byte is written and closed. After a failure (a full disk, an unwritable
// folder) the temporary file is removed, the target is as it was, and the
// message names the path. A missing folder is created, and the log says so.
#include <cstdio>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

namespace tp {

// Checks before any work is done that `path` can be written later: its folder
// exists and is writable. "" or "cannot write PATH: folder F does not exist".
std::string checkFolderWritable(const std::filesystem::path& path);

// Creates the folder `path` will go in when it is missing (logged); "" or why not.
std::string ensureFolderFor(const std::filesystem::path& path);

// Writes `bytes` to `path` through a temporary file; "" on success, else one
// line: "cannot write <what> <path>: <why>".
// Folders decides whether a missing folder is made (logged) or refused.
enum class Folders { Create, MustExist };

std::string writeFileAtomically(const std::filesystem::path& path, std::string_view bytes, const std::string& what,
                                Folders folders = Folders::Create);

// Files that belong together (a picture and its sidecar, a state and its
// JSON): all are written and closed before any is renamed into place, so a
// full disk or an unwritable path leaves the older set as it was and none of
// the new. Should a rename fail after the first (a race with another
// program), the files already placed are removed: never half a set.
struct FileToWrite {
  std::filesystem::path path;
  std::string_view bytes;
  std::string what;  // "screenshot", "sidecar": named in the message
};
std::string writeFilesTogether(std::span<const FileToWrite> files, Folders folders = Folders::Create);

// A file written bit by bit (an input recording): the lines go to the
// temporary file as they come, and commit() renames it into place. Destroyed
// without commit(), it removes the temporary file.
class AtomicFileWriter {
 public:
  AtomicFileWriter() = default;
  AtomicFileWriter(const AtomicFileWriter&) = delete;
  AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;
  ~AtomicFileWriter() { abandon(); }

  std::string open(const std::filesystem::path& path, const std::string& what,
                   Folders folders = Folders::Create);  // "" or why not
  bool write(std::string_view bytes);  // false once any write failed
  // Flush and close, not yet renamed: "" or why not (then nothing is left).
  // Files that must change together (a state and its sidecar) are each
  // finished before either is committed, so a full disk leaves the old pair.
  std::string finish();
  std::string commit();                // finish (if not yet) and rename: "" or why not (then nothing is left)
  void abandon();                      // close and remove the temporary file

 private:
  std::FILE* file_ = nullptr;
  std::filesystem::path path_, temporary_;
  std::string what_;
  bool failed_ = false, finished_ = false;
  int error_ = 0;  // errno of the first failure
};

}  // namespace tp
