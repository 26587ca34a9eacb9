#include "core/atomic_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "core/log.hpp"

namespace tp {
namespace {

// Beside the target, named after it and this process, so two programs writing
// the same folder never share one.
std::filesystem::path temporaryFor(const std::filesystem::path& path) {
  std::filesystem::path temporary = path;
  temporary += ".tmp-" + std::to_string(::getpid());
  return temporary;
}

}  // namespace

std::string checkFolderWritable(const std::filesystem::path& path) {
  std::filesystem::path parent = path.parent_path();
  if (parent.empty()) parent = ".";
  std::error_code error;
  if (!std::filesystem::is_directory(parent, error))
    return "cannot write " + path.string() + ": folder " + parent.string() + " does not exist";
  if (::access(parent.c_str(), W_OK) != 0)
    return "cannot write " + path.string() + ": folder " + parent.string() + " is not writable";
  return {};
}

std::string ensureFolderFor(const std::filesystem::path& path) {
  const std::filesystem::path parent = path.parent_path();
  std::error_code error;
  if (parent.empty() || std::filesystem::is_directory(parent, error)) return {};
  std::filesystem::create_directories(parent, error);
  if (error) return "cannot create folder " + parent.string() + ": " + error.message();
  log::info("created the folder %s for %s", parent.c_str(), path.filename().c_str());
  return {};
}

std::string AtomicFileWriter::open(const std::filesystem::path& path, const std::string& what, Folders folders) {
  abandon();
  what_ = what;
  path_ = path;
  failed_ = false;
  error_ = 0;
  if (folders == Folders::Create)
    if (std::string error = ensureFolderFor(path); !error.empty())
      return "cannot write " + what + " " + path.string() + ": " + error;
  // A folder in the way would only refuse the rename, after the work is done
  // (and after the first of a pair of files has replaced its old one).
  if (std::error_code ignored; std::filesystem::is_directory(path, ignored))
    return "cannot write " + what + " " + path.string() + ": a folder of that name is in the way";
  temporary_ = temporaryFor(path);
  file_ = std::fopen(temporary_.c_str(), "wb");
  if (!file_) return "cannot write " + what + " " + path.string() + ": " + std::strerror(errno);
  return {};
}

bool AtomicFileWriter::write(std::string_view bytes) {
  if (!file_ || failed_) return false;
  if (!bytes.empty() && std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size()) {
    failed_ = true;
    error_ = errno;
  }
  return !failed_;
}

std::string AtomicFileWriter::finish() {
  if (!file_) {
    if (finished_) return {};
    return "cannot write " + what_ + " " + path_.string() + ": it was never opened";
  }
  if (std::fflush(file_) != 0 || std::ferror(file_)) {
    if (!failed_) error_ = errno;
    failed_ = true;
  }
  if (std::fclose(file_) != 0) {
    if (!failed_) error_ = errno;
    failed_ = true;
  }
  file_ = nullptr;
  if (failed_) {
    abandon();
    return "cannot write " + what_ + " " + path_.string() + ": " +
           (error_ != 0 ? std::strerror(error_) : "the write failed") + " (nothing was left there)";
  }
  finished_ = true;
  return {};
}

std::string AtomicFileWriter::commit() {
  if (std::string error = finish(); !error.empty()) return error;
  std::error_code error;
  std::filesystem::rename(temporary_, path_, error);
  finished_ = false;
  if (error) {
    abandon();
    return "cannot write " + what_ + " " + path_.string() + ": " + error.message();
  }
  temporary_.clear();
  return {};
}

void AtomicFileWriter::abandon() {
  if (file_) std::fclose(file_);
  file_ = nullptr;
  finished_ = false;
  if (!temporary_.empty()) {
    std::error_code ignored;
    std::filesystem::remove(temporary_, ignored);
    temporary_.clear();
  }
}

std::string writeFilesTogether(std::span<const FileToWrite> files, Folders folders) {
  std::vector<AtomicFileWriter> writers(files.size());
  for (size_t i = 0; i < files.size(); ++i) {
    if (std::string error = writers[i].open(files[i].path, files[i].what, folders); !error.empty()) return error;
    writers[i].write(files[i].bytes);
  }
  for (AtomicFileWriter& writer : writers)
    if (std::string error = writer.finish(); !error.empty()) return error;  // the others are abandoned
  for (size_t i = 0; i < files.size(); ++i) {
    if (std::string error = writers[i].commit(); !error.empty()) {
      for (size_t placed = 0; placed < i; ++placed) {
        std::error_code ignored;
        std::filesystem::remove(files[placed].path, ignored);
      }
      return error;
    }
  }
  return {};
}

std::string writeFileAtomically(const std::filesystem::path& path, std::string_view bytes, const std::string& what,
                                Folders folders) {
  AtomicFileWriter writer;
  if (std::string error = writer.open(path, what, folders); !error.empty()) return error;
  writer.write(bytes);
  return writer.commit();
}

}  // namespace tp
