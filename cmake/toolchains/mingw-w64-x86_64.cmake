# Cross-compiling for 64-bit Windows with Debian's mingw-w64 (the POSIX
# threading flavour, which std::thread and std::mutex need). The programs it
# builds run under Wine: CMAKE_CROSSCOMPILING_EMULATOR lets ctest start them.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(WR_MINGW_TRIPLET x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${WR_MINGW_TRIPLET}-gcc-posix)
set(CMAKE_CXX_COMPILER ${WR_MINGW_TRIPLET}-g++-posix)
set(CMAKE_RC_COMPILER ${WR_MINGW_TRIPLET}-windres)

# Only the cross toolchain's own tree is searched for headers, libraries and
# packages, so nothing of the Linux host (/usr/include, /usr/lib) is picked up;
# programs (ccache, the code generators) still come from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${WR_MINGW_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The GCC runtime and winpthread linked in, so an .exe runs under Wine (or on
# Windows) without their DLLs beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

# Debian's wine64 package puts its loader in /usr/lib/wine, off the PATH.
find_program(WR_WINE64 NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(WR_WINE64)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${WR_WINE64})
endif()
