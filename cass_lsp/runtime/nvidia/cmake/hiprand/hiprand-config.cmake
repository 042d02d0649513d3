# cass-lsp: hipRAND's CMake package on HIP's NVIDIA platform, for a layer cass-lsp prepared: hipRAND
# is cuRAND there (its NVIDIA backend), so hip::hiprand links CUDA::curand. hipRAND's headers are not
# part of the layer: a source that includes hiprand/hiprand.h still needs hipRAND's NVIDIA build.
include(CMakeFindDependencyMacro)
find_dependency(CUDAToolkit)
if(NOT TARGET hip::hiprand)
  add_library(hip::hiprand INTERFACE IMPORTED)
  set_target_properties(hip::hiprand PROPERTIES INTERFACE_LINK_LIBRARIES "CUDA::curand")
  add_library(roc::hiprand ALIAS hip::hiprand)
endif()
set(hiprand_FOUND TRUE)
