#include "registry/hive/hive_change.h"

#include "registry/hive/hive_values.h"
#include "registry/names.h"

namespace wr::reg {

void encodeChangePayload(Bytes& out, const Change& change) {
    switch (change.op) {
    case ChangeOp::kClock: putFixed64(out, static_cast<uint64_t>(change.time)); break;
    case ChangeOp::kCreateKeys:
        putVarint(out, change.key);
        putVarint(out, change.newKeys.size());
        for (const NewKey& k : change.newKeys) {
            putVarint(out, k.id);
            putLengthPrefixed(out, k.name);
        }
        break;
    case ChangeOp::kSetValue:
        putVarint(out, change.key);
        out.append(change.entry);
        break;
    case ChangeOp::kDeleteValue:
    case ChangeOp::kRenameKey:
        putVarint(out, change.key);
        putLengthPrefixed(out, change.name);
        break;
    case ChangeOp::kDeleteKey:
    case ChangeOp::kClearKey: putVarint(out, change.key); break;
    }
}

namespace {

Result<uint32_t> getId(BytesView& in) {
    auto v = getVarint(in);
    if (!v || *v > UINT32_MAX) return Status::corruption("a key id is malformed");
    return static_cast<uint32_t>(*v);
}

Result<std::string_view> getName(BytesView& in, Status (*validate)(std::string_view)) {
    auto v = getLengthPrefixed(in);
    if (!v) return Status::corruption("a name is malformed");
    Status valid = validate(*v);
    if (!valid.isOk()) return Status::corruption(valid.message());
    return *v;
}

}  // namespace

Result<Change> decodeChangePayload(ChangeOp op, BytesView payload) {
    Change c;
    c.op = op;
    BytesView in = payload;
    switch (op) {
    case ChangeOp::kClock:
        if (in.size() != 8) return Status::corruption("a clock record is not 8 bytes long");
        c.time = static_cast<int64_t>(getFixed64(in.data()));
        return c;
    case ChangeOp::kCreateKeys: {
        WR_ASSIGN_OR_RETURN(c.key, getId(in));
        auto count = getVarint(in);
        if (!count || *count == 0 || *count > in.size()) return Status::corruption("a key count is malformed");
        c.newKeys.resize(*count);
        for (NewKey& k : c.newKeys) {
            WR_ASSIGN_OR_RETURN(k.id, getId(in));
            WR_ASSIGN_OR_RETURN(k.name, getName(in, validateKeyName));
        }
        break;
    }
    case ChangeOp::kSetValue: {
        WR_ASSIGN_OR_RETURN(c.key, getId(in));
        if (!isWellFormedValueEntry(in)) return Status::corruption("a value entry is malformed");
        Status valid = validateValueName(readValueEntry(in.data(), 0).name);
        if (!valid.isOk()) return Status::corruption(valid.message());
        c.entry = in;
        in = {};
        break;
    }
    case ChangeOp::kDeleteValue: {
        WR_ASSIGN_OR_RETURN(c.key, getId(in));
        WR_ASSIGN_OR_RETURN(c.name, getName(in, validateValueName));
        break;
    }
    case ChangeOp::kRenameKey: {
        WR_ASSIGN_OR_RETURN(c.key, getId(in));
        WR_ASSIGN_OR_RETURN(c.name, getName(in, validateKeyName));
        break;
    }
    case ChangeOp::kDeleteKey:
    case ChangeOp::kClearKey: {
        WR_ASSIGN_OR_RETURN(c.key, getId(in));
        break;
    }
    default: return Status::corruption("unknown change type " + std::to_string(static_cast<int>(op)));
    }
    if (!in.empty()) return Status::corruption(std::to_string(in.size()) + " bytes follow the change");
    return c;
}

}  // namespace wr::reg
