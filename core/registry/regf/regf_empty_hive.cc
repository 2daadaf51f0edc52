#include "registry/regf/regf_empty_hive.h"

#include "registry/value_codec.h"

namespace wr::reg {

namespace {

constexpr size_t kBaseBlockBytes = 0x1000;
constexpr size_t kBinBytes = 0x1000;
constexpr size_t kBinHeaderBytes = 0x20;
constexpr size_t kNameOffset = 0x30;
constexpr size_t kMaxNameBytes = 62;  // 64 bytes with the terminating NUL
constexpr uint32_t kNoCell = 0xFFFFFFFF;

// Root key flags: the hive's entry key, not deletable, name in Latin-1.
constexpr uint16_t kRootKeyFlags = 0x0004 | 0x0008 | 0x0020;
constexpr size_t kNkFixedBytes = 0x50;  // the nk cell up to its name, size field included

// Access rights of the ACEs: KEY_ALL_ACCESS and KEY_READ.
constexpr uint32_t kKeyAllAccess = 0x000F003F;
constexpr uint32_t kKeyRead = 0x00020019;
// ACEs flow to every subkey (CONTAINER_INHERIT_ACE).
constexpr uint8_t kContainerInherit = 0x02;

void put16(Bytes& out, size_t at, uint16_t v) {
    out[at] = char(v & 0xFF);
    out[at + 1] = char(v >> 8);
}

void put32(Bytes& out, size_t at, uint32_t v) {
    for (int i = 0; i < 4; ++i) out[at + size_t(i)] = char((v >> (8 * i)) & 0xFF);
}

void put64(Bytes& out, size_t at, uint64_t v) {
    put32(out, at, uint32_t(v));
    put32(out, at + 4, uint32_t(v >> 32));
}

void append16(Bytes& out, uint16_t v) {
    out.resize(out.size() + 2);
    put16(out, out.size() - 2, v);
}

void append32(Bytes& out, uint32_t v) {
    out.resize(out.size() + 4);
    put32(out, out.size() - 4, v);
}

// A SID: S-1-<authority>-<subAuthorities...>.
Bytes sid(uint8_t authority, std::initializer_list<uint32_t> subAuthorities) {
    Bytes out;
    out.push_back(1);  // revision
    out.push_back(char(subAuthorities.size()));
    out.append(5, '\0');  // the 48-bit authority, big-endian
    out.push_back(char(authority));
    for (uint32_t sub : subAuthorities) append32(out, sub);
    return out;
}

Bytes allowedAce(uint32_t mask, const Bytes& who) {
    Bytes out;
    out.push_back(0);  // ACCESS_ALLOWED_ACE_TYPE
    out.push_back(char(kContainerInherit));
    append16(out, uint16_t(8 + who.size()));
    append32(out, mask);
    return out + who;
}

// A self-relative security descriptor: owner Administrators, group SYSTEM,
// full control for SYSTEM and Administrators, read access for Everyone.
Bytes securityDescriptor() {
    const Bytes system = sid(5, {18});
    const Bytes administrators = sid(5, {32, 544});
    const Bytes everyone = sid(1, {0});
    const Bytes aces =
        allowedAce(kKeyAllAccess, system) + allowedAce(kKeyAllAccess, administrators) + allowedAce(kKeyRead, everyone);
    Bytes acl;
    acl.push_back(2);  // ACL_REVISION
    acl.push_back(0);
    append16(acl, uint16_t(8 + aces.size()));
    append16(acl, 3);  // ACE count
    append16(acl, 0);
    acl += aces;

    constexpr uint32_t kHeaderBytes = 20;
    const uint32_t ownerAt = kHeaderBytes;
    const uint32_t groupAt = ownerAt + uint32_t(administrators.size());
    const uint32_t daclAt = groupAt + uint32_t(system.size());
    Bytes out;
    out.push_back(1);  // revision
    out.push_back(0);
    append16(out, 0x8004);  // SE_SELF_RELATIVE | SE_DACL_PRESENT
    append32(out, ownerAt);
    append32(out, groupAt);
    append32(out, 0);  // no SACL
    append32(out, daclAt);
    return out + administrators + system + acl;
}

size_t roundUp8(size_t n) { return (n + 7) & ~size_t(7); }

// The hive's name as Latin-1 for the root key (hivex reads it back as
// UTF-8); characters outside Latin-1 become '_'.
Bytes latin1Name(std::string_view utf8) {
    const Bytes utf16 = utf8ToUtf16le(utf8);
    Bytes out;
    for (size_t i = 0; i + 1 < utf16.size(); i += 2) {
        const unsigned unit = unsigned(uint8_t(utf16[i])) | unsigned(uint8_t(utf16[i + 1])) << 8;
        out.push_back(unit <= 0xFF ? char(unit) : '_');
    }
    return out.empty() ? Bytes("ROOT") : out;
}

}  // namespace

Bytes emptyRegfHive(std::string_view hiveName, int64_t fileTime) {
    Bytes out(kBaseBlockBytes + kBinBytes, '\0');

    // The hbin and its cells; cell offsets count from the first hbin.
    const size_t bin = kBaseBlockBytes;
    out.replace(bin, 4, "hbin");
    put32(out, bin + 4, 0);  // this bin's offset
    put32(out, bin + 8, uint32_t(kBinBytes));
    put64(out, bin + 0x14, uint64_t(fileTime));

    const Bytes rootName = latin1Name(hiveName);
    const size_t nkAt = kBinHeaderBytes;
    const size_t nkBytes = roundUp8(kNkFixedBytes + rootName.size());
    const Bytes descriptor = securityDescriptor();
    const size_t skAt = nkAt + nkBytes;
    const size_t skBytes = roundUp8(0x18 + descriptor.size());
    const size_t freeAt = skAt + skBytes;

    // nk: the root key, no subkeys, no values, no class name.
    const size_t nk = bin + nkAt;
    put32(out, nk, uint32_t(-int32_t(nkBytes)));
    out.replace(nk + 4, 2, "nk");
    put16(out, nk + 6, kRootKeyFlags);
    put64(out, nk + 8, uint64_t(fileTime));
    put32(out, nk + 0x14, kNoCell);  // parent: none
    put32(out, nk + 0x20, kNoCell);  // subkey list
    put32(out, nk + 0x24, kNoCell);  // volatile subkey list
    put32(out, nk + 0x2C, kNoCell);  // value list
    put32(out, nk + 0x30, uint32_t(skAt));
    put32(out, nk + 0x34, kNoCell);  // class name
    put16(out, nk + 0x4C, uint16_t(rootName.size()));
    out.replace(nk + kNkFixedBytes, rootName.size(), rootName);

    // sk: the one security descriptor, in a list of its own (next and
    // previous point at itself), used by the root only so far.
    const size_t sk = bin + skAt;
    put32(out, sk, uint32_t(-int32_t(skBytes)));
    out.replace(sk + 4, 2, "sk");
    put32(out, sk + 8, uint32_t(skAt));
    put32(out, sk + 0x0C, uint32_t(skAt));
    put32(out, sk + 0x10, 1);  // reference count
    put32(out, sk + 0x14, uint32_t(descriptor.size()));
    out.replace(sk + 0x18, descriptor.size(), descriptor);

    // The rest of the bin is one free cell (a positive size).
    put32(out, bin + freeAt, uint32_t(kBinBytes - freeAt));

    // The base block.
    out.replace(0, 4, "regf");
    put32(out, 0x04, 1);  // primary sequence number
    put32(out, 0x08, 1);  // secondary: equal, the hive is consistent
    put64(out, 0x0C, uint64_t(fileTime));
    put32(out, 0x14, 1);  // major version
    put32(out, 0x18, 3);  // minor version: 3 reads on every Windows since NT 4
    put32(out, 0x1C, 0);  // primary file
    put32(out, 0x20, 1);  // direct memory load format
    put32(out, 0x24, uint32_t(nkAt));
    put32(out, 0x28, uint32_t(kBinBytes));  // size of all hbins
    put32(out, 0x2C, 1);                    // clustering factor
    Bytes name = utf8ToUtf16le(hiveName);
    name.resize(std::min(name.size(), kMaxNameBytes) & ~size_t(1));
    out.replace(kNameOffset, name.size(), name);
    put32(out, kRegfChecksumOffset, regfBaseBlockChecksum(out));
    return out;
}

uint32_t regfBaseBlockChecksum(BytesView baseBlock) {
    uint32_t checksum = 0;
    for (size_t at = 0; at < kRegfChecksumOffset; at += 4) checksum ^= getFixed32(baseBlock.data() + at);
    return checksum;
}

}  // namespace wr::reg
