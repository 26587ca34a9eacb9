# Sourced by scripts/run and scripts/test: installs the Debian/Ubuntu packages
# tidepool needs, only those missing, with apt-get (through sudo when not root).
tidepool_install_packages() {
  local wanted=(cmake g++ pkg-config ninja-build python3 python3-glad
                libglfw3-dev libglm-dev libimgui-dev libtinyobjloader-dev libstb-dev
                nlohmann-json3-dev libfftw3-dev libegl-dev libegl1 libegl-mesa0 libgl1-mesa-dri fonts-dejavu-core "$@")
  local missing=()
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "tidepool: installing ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# clang with its sanitizer and libFuzzer runtimes (libclang-rt-N-dev, N being
# the installed clang's major version: 14 on Debian 12, 19 on Debian 13).
tidepool_install_clang() {
  tidepool_install_packages clang
  local major
  major=$(clang --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -1)
  tidepool_install_packages "libclang-rt-$major-dev"
}

# The checking build that scripts/sanitize and scripts/fuzz share: clang,
# AddressSanitizer + UndefinedBehaviorSanitizer, the fuzz targets, in
# build/sanitize (set as $build). Installs clang, configures, and sets the
# sanitizers to stop at the first finding.
tidepool_configure_checking_build() {
  local root=$1
  tidepool_install_clang
  build="$root/build/sanitize"
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON \
    -DTIDEPOOL_SANITIZE=ON -DTIDEPOOL_FUZZ=ON >/dev/null
  export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
}
