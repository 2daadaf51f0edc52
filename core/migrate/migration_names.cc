// The names of methods and policies as wrctl, results files and the wizard write them.
#include "migrate/migration.h"

namespace wr::migrate {

const char* methodName(Method method) { return method == Method::kExtractAndTransform ? "e-and-t" : "e-then-t"; }

std::optional<Method> parseMethod(std::string_view name) {
    if (name == "e-and-t") return Method::kExtractAndTransform;
    if (name == "e-then-t") return Method::kExtractThenTransform;
    return std::nullopt;
}

const char* conflictPolicyName(ConflictPolicy policy) {
    switch (policy) {
    case ConflictPolicy::kAbort: return "abort";
    case ConflictPolicy::kOverwrite: return "overwrite";
    case ConflictPolicy::kSkipExisting: return "skip";
    }
    return "abort";
}

std::optional<ConflictPolicy> parseConflictPolicy(std::string_view name) {
    for (ConflictPolicy policy : {ConflictPolicy::kAbort, ConflictPolicy::kOverwrite, ConflictPolicy::kSkipExisting}) {
        if (name == conflictPolicyName(policy)) return policy;
    }
    return std::nullopt;
}

}  // namespace wr::migrate
