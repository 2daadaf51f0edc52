// A stand-in Redis server for the replies a real one gives only in rare
// moments (TRYAGAIN in the middle of a slot migration, CLUSTERDOWN while a
// cluster heals): it listens on a free loopback port, answers PING with PONG,
// and answers each GET with the next reply of its script, the last one
// repeated once the script runs out. Replies are raw RESP
// ("-TRYAGAIN ...\r\n", "$5\r\nhello\r\n"). It serves one connection at a
// time on its own thread until destroyed, and counts the GETs it answered.
#pragma once

#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

namespace wr::test {

class ScriptedRedisServer {
public:
    explicit ScriptedRedisServer(std::vector<std::string> script) : script_(std::move(script)) {
        listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof(address);
        if (::bind(listener_, reinterpret_cast<sockaddr*>(&address), length) == 0 && ::listen(listener_, 4) == 0 &&
            ::getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &length) == 0) {
            port_ = ntohs(address.sin_port);
        }
        thread_ = std::thread([this] { serve(); });
    }

    ~ScriptedRedisServer() {
        stopping_ = true;
        thread_.join();
        ::close(listener_);
    }

    int port() const { return port_; }
    int getsAnswered() const { return gets_; }

private:
    // True once `fd` has bytes to read, false when stopping.
    bool waitReadable(int fd) {
        pollfd watched{fd, POLLIN, 0};
        while (!stopping_) {
            if (::poll(&watched, 1, 20) > 0) return true;
        }
        return false;
    }

    void serve() {
        while (waitReadable(listener_)) {
            const int client = ::accept(listener_, nullptr, nullptr);
            if (client < 0) continue;
            std::string pending;
            char buffer[4096];
            while (waitReadable(client)) {
                const ssize_t got = ::read(client, buffer, sizeof(buffer));
                if (got <= 0) break;
                pending.append(buffer, static_cast<size_t>(got));
                std::string command;
                while (takeCommandName(pending, command)) {
                    const std::string reply = command == "PING" ? "+PONG\r\n" : nextReply();
                    if (::write(client, reply.data(), reply.size()) != static_cast<ssize_t>(reply.size())) break;
                }
            }
            ::close(client);
        }
    }

    std::string nextReply() {
        const size_t at = std::min(static_cast<size_t>(gets_), script_.size() - 1);
        ++gets_;
        return script_[at];
    }

    // Removes one whole RESP array command from the front of `pending` and
    // gives its first word; false while the command is incomplete.
    static bool takeCommandName(std::string& pending, std::string& name) {
        size_t at = 0;
        auto line = [&](std::string& out) {
            const size_t end = pending.find("\r\n", at);
            if (end == std::string::npos) return false;
            out = pending.substr(at, end - at);
            at = end + 2;
            return true;
        };
        std::string header;
        if (!line(header) || header.empty() || header[0] != '*') return false;
        const int words = std::stoi(header.substr(1));
        for (int i = 0; i < words; ++i) {
            std::string lengthLine;
            if (!line(lengthLine) || lengthLine.empty() || lengthLine[0] != '$') return false;
            const size_t length = std::stoul(lengthLine.substr(1));
            if (pending.size() < at + length + 2) return false;
            if (i == 0) name = pending.substr(at, length);
            at += length + 2;
        }
        pending.erase(0, at);
        return true;
    }

    std::vector<std::string> script_;
    int listener_ = -1;
    int port_ = 0;
    std::atomic<int> gets_{0};
    std::atomic<bool> stopping_{false};
    std::thread thread_;
};

}  // namespace wr::test
