# cass-lsp: HIP's CMake package on HIP's NVIDIA platform, for a layer cass-lsp prepared (its folder:
# include/ with hip/ and the compat header, lib/cmake/ with this file). What a port's CMakeLists asks
# for (find_package(hip), hip::host, hip::device) means there: the layer's headers, CUDA's runtime.
# Unlike ROCm's own NVIDIA package (empty targets), hip::host carries them, so a C++ file of the port
# that includes hip/hip_runtime.h builds with the host compiler.
get_filename_component(_cass_hip_root "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(HIP_PLATFORM "nvidia")
set(HIP_COMPILER "nvcc")
set(hip_INCLUDE_DIR "${_cass_hip_root}/include")
set(hip_INCLUDE_DIRS "${hip_INCLUDE_DIR}")
set(HIP_INCLUDE_DIRS "${hip_INCLUDE_DIR}")
include(CMakeFindDependencyMacro)
find_dependency(CUDAToolkit)
if(NOT TARGET hip::host)
  add_library(hip::host INTERFACE IMPORTED)
  set_target_properties(hip::host PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${hip_INCLUDE_DIR}"
    INTERFACE_COMPILE_DEFINITIONS "__HIP_PLATFORM_NVIDIA__"
    INTERFACE_LINK_LIBRARIES "CUDA::cudart")
  add_library(hip::device INTERFACE IMPORTED)
  set_target_properties(hip::device PROPERTIES INTERFACE_LINK_LIBRARIES "hip::host")
  add_library(hip::amdhip64 INTERFACE IMPORTED)
  set_target_properties(hip::amdhip64 PROPERTIES INTERFACE_LINK_LIBRARIES "hip::host")
  # On NVIDIA, CMake links HIP targets with the host compiler and without CMAKE_HIP_FLAGS (clang links
  # with them on AMD): the host flags that concern the link too go to the links of HIP targets, read
  # once the project has set its flags (the end of the top directory).
  function(_cass_hip_nvidia_link_flags)
    separate_arguments(_words UNIX_COMMAND "${CMAKE_HIP_FLAGS}")
    foreach(_word IN LISTS _words)
      if(_word MATCHES "^-(fopenmp.*|pthread)$")
        set_property(TARGET hip::host APPEND PROPERTY INTERFACE_LINK_OPTIONS "$<$<LINK_LANGUAGE:HIP>:${_word}>")
      endif()
    endforeach()
  endfunction()
  cmake_language(DEFER DIRECTORY "${CMAKE_SOURCE_DIR}" CALL _cass_hip_nvidia_link_flags)
endif()
set(hip_FOUND TRUE)
